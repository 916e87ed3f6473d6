import { expect, test, type Page } from './fixtures';

// The floating music player against the real server and its generated demo library (docs/behaviour.md §7).
// Demo 热歌榜 order: 晨光 江南雨 山海之间 夜航船 星河 归途 纸飞机 春日来信 蝉鸣 落叶知秋 雪夜 灯火;
// 晨光 is 30 s long with lyric lines at 4.29 s (天色微亮的时候), 8.57 s (我听见远处的风), 12.86 s (晨光落在窗台上).
const HOT = [
  '晨光',
  '江南雨',
  '山海之间',
  '夜航船',
  '星河',
  '归途',
  '纸飞机',
  '春日来信',
  '蝉鸣',
  '落叶知秋',
  '雪夜',
  '灯火',
];

const audio = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-player="music"]');
    return a ? { time: a.currentTime, paused: a.paused, src: a.src } : null;
  });
const audioTime = async (page: Page) => (await audio(page))?.time ?? -1;
const audioPaused = async (page: Page) => (await audio(page))?.paused ?? true;
const songName = (page: Page) => page.getByTestId('song-info').locator('p').first().innerText();

/** Clicks the progress slider's track at `fraction` of its width (the role=slider input is only the thumb). */
async function seekTo(page: Page, fraction: number) {
  const box = await page.getByTestId('progress-slider').boundingBox();
  if (!box) throw new Error('no progress slider');
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

async function openAndPlayFirst(page: Page) {
  await page.goto('/home');
  await page.getByTestId('music-disc').click();
  await expect(page.getByTestId('current-category')).toHaveText('热歌榜');
  await expect(page.getByTestId('song-row')).toHaveCount(HOT.length);
  await page.getByTestId('song-row').first().locator('td').first().click();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
}

/** The next values Math.random returns in the page (see the init script in the first test). */
const feedRandom = (page: Page, values: number[]) =>
  page.evaluate((v) => (window as unknown as { randomQueue: number[] }).randomQueue.push(...v), values);

async function setMode(page: Page, from: string, to: string) {
  await page.getByLabel('音量与播放模式').click();
  await page.getByLabel(from).click();
  await expect(page.getByLabel(to)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('volume-popover')).toBeHidden();
}

test('choose a playlist, play, seek, next/prev in each mode', async ({ page }) => {
  // Every play mode in turn, each with real playback: near the default 60 s on a busy machine.
  test.slow();
  // RANDOM mode's picks come from Math.random: a test-fed queue makes them known (real randomness when empty).
  await page.addInitScript(() => {
    const original = Math.random;
    const queue: number[] = [];
    (window as unknown as { randomQueue: number[] }).randomQueue = queue;
    Math.random = () => queue.shift() ?? original();
  });
  await page.goto('/home');
  await page.getByTestId('music-disc').click();
  await expect(page.getByTestId('music-panel')).toBeVisible();
  // docs/behaviour.md §7.1: the fourth list (热歌榜) opens by default; another category replaces the table.
  await expect(page.getByTestId('current-category')).toHaveText('热歌榜');
  await page.getByTestId('category').filter({ hasText: '新歌榜' }).click();
  await expect(page.getByTestId('current-category')).toHaveText('新歌榜');
  await expect(page.getByTestId('song-row')).toHaveCount(5);
  await expect(page.getByTestId('song-row').first().locator('td').first()).toHaveText('灯火');
  // docs/behaviour.md §7.3: the sentinel is visible under 5 rows, so the next page loads at once — empty, so loading stops
  await expect(page.getByTestId('song-table')).toContainText('已经到底了');
  await page.getByTestId('category').filter({ hasText: '热歌榜' }).click();
  await expect(page.getByTestId('song-row')).toHaveCount(HOT.length);
  // 12 rows hide the sentinel: nothing more is asked for until the table is scrolled to it
  await expect(page.getByTestId('song-table')).toContainText('下拉/点击加载更多～');
  await page.getByTestId('song-table').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(page.getByTestId('song-table')).toContainText('已经到底了');
  await expect(page.getByTestId('song-row')).toHaveCount(HOT.length);

  // play: the real <audio> advances
  expect(await audio(page)).toBeNull(); // nothing is created before the first song
  await page.getByTestId('song-row').nth(0).locator('td').first().click();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect(await songName(page)).toBe('晨光');
  const t1 = await audioTime(page);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(t1 + 0.5);
  await expect(page.getByTestId('duration')).toHaveText('00:30');

  // seek to 60 % of 30 s; the audio follows and the clock shows it
  await seekTo(page, 0.6);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(17);
  expect(await audioTime(page)).toBeLessThan(21);
  await expect(page.getByTestId('current-time')).toHaveText(/^00:(1[789]|2\d)$/);
  // docs/behaviour.md §7.2: seeking while paused resumes playback
  await page.getByRole('button', { name: '暂停' }).click();
  await expect.poll(() => audioPaused(page)).toBe(true);
  await seekTo(page, 0.2);
  await expect.poll(() => audioPaused(page)).toBe(false);
  expect(await audioTime(page)).toBeLessThan(9);

  // LISTLOOP (default): next → 江南雨, prev → 晨光, prev from the first wraps to the last
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).toBe('江南雨');
  await page.getByLabel('上一首').click();
  await expect.poll(() => songName(page)).toBe('晨光');
  await page.getByLabel('上一首').click();
  await expect.poll(() => songName(page)).toBe('灯火');
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).toBe('晨光'); // …and next from the last wraps to the first

  // SINGLECYCLE keeps the song both ways (and restarts it)
  await setMode(page, '列表循环', '单曲循环');
  await seekTo(page, 0.5);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(13);
  await page.getByLabel('下一首').click();
  await expect.poll(() => audioTime(page)).toBeLessThan(5);
  expect(await songName(page)).toBe('晨光');
  await page.getByLabel('上一首').click();
  await expect.poll(() => audioTime(page)).toBeLessThan(5);
  expect(await songName(page)).toBe('晨光');

  // RANDOM picks a random index of the list (12 songs): 0.99 → index 11
  await setMode(page, '单曲循环', '随机播放');
  await feedRandom(page, [0.99]);
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).toBe('灯火');
  // docs/behaviour.md §7.2: a pick equal to the current index (11) is retried once — 0.55 → index 6
  await feedRandom(page, [11.5 / 12, 0.55]);
  await page.getByLabel('上一首').click();
  await expect.poll(() => songName(page)).toBe('纸飞机');
  await expect.poll(() => audioPaused(page)).toBe(false);
  await setMode(page, '随机播放', '列表循环'); // the cycle closes: RANDOM → LISTLOOP
});

test('search, add to the custom list and play within it', async ({ page }) => {
  await openAndPlayFirst(page);
  await page.getByLabel('搜索歌曲').click();
  const search = page.getByTestId('music-search');
  await expect(search).toContainText('空空如也');
  await expect(page.getByPlaceholder('请输入歌名或歌手')).toBeFocused(); // docs/behaviour.md §7.3
  await page.getByPlaceholder('请输入歌名或歌手').fill('没有这首歌');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('没有相关的歌曲')).toBeVisible(); // docs/behaviour.md §7.3

  await page.getByPlaceholder('请输入歌名或歌手').fill('南风');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('search-row')).toHaveCount(4);
  await expect(page.getByTestId('search-row').locator('td:first-child')).toHaveText([
    '纸飞机',
    '春日来信',
    '蝉鸣',
    '落叶知秋',
  ]);
  await search.getByText('点击加载更多～').click();
  await expect(search.getByText('已经到底了')).toBeVisible();
  await expect(page.getByTestId('search-row')).toHaveCount(4);

  const add = (i: number) => page.getByTestId('search-row').nth(i).getByLabel('添加到我的歌单');
  await expect(add(0)).toHaveAttribute('data-added', 'false');
  await add(0).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(add(0)).toHaveAttribute('data-added', 'true');
  await add(1).click();
  await expect(add(1)).toHaveAttribute('data-added', 'true');
  await add(0).click(); // docs/behaviour.md §7.3: already there — nothing happens
  // clicking a result's name plays it
  await page.getByTestId('search-row').nth(2).locator('td').first().click();
  await expect.poll(() => songName(page)).toBe('蝉鸣');
  // docs/behaviour.md §7.3: an empty keyword clears the results
  await page.getByPlaceholder('请输入歌名或歌手').fill('');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('search-row')).toHaveCount(0);
  await expect(search).toContainText('空空如也');
  await page.keyboard.press('Escape');

  // the personal list holds the two songs once each; next/prev stay within it (docs/behaviour.md §7.2)
  await page.getByLabel('音量与播放模式').click();
  await expect(page.getByTestId('custom-row')).toHaveCount(2);
  await page.getByTestId('custom-row').filter({ hasText: '纸飞机' }).getByRole('button').first().click();
  await expect.poll(() => songName(page)).toBe('纸飞机');
  await page.keyboard.press('Escape');
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).toBe('春日来信');
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).toBe('纸飞机');
  await page.getByLabel('上一首').click();
  await expect.poll(() => songName(page)).toBe('春日来信');
  // emptying the personal list returns to the top list: next after 春日来信 there is 蝉鸣
  await page.getByLabel('音量与播放模式').click();
  // One row at a time: a second click before the first row is gone would hit the same row again.
  await page.getByTestId('custom-row').getByLabel('移除').first().click();
  await expect(page.getByTestId('custom-row')).toHaveCount(1);
  await page.getByTestId('custom-row').getByLabel('移除').first().click();
  await expect(page.getByTestId('volume-popover')).toContainText('空空如也');
  await page.keyboard.press('Escape');
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).toBe('蝉鸣');
});

test('lyrics follow playback and a lyric click seeks', async ({ page }) => {
  await openAndPlayFirst(page);
  await page.getByTestId('open-lyrics').click();
  const board = page.getByTestId('lyric-board');
  await expect(board).toHaveAttribute('data-mode', 'COMMON');
  const active = () =>
    board
      .locator('[data-active="true"]')
      .innerText()
      .catch(() => '');
  await expect.poll(active, { timeout: 10_000 }).toBe('天色微亮的时候');
  await expect.poll(active, { timeout: 10_000 }).toBe('我听见远处的风');
  // the active line is scrolled into the middle of the list
  const list = await page.getByTestId('lyric-list').boundingBox();
  const line = await board.locator('[data-active="true"]').boundingBox();
  if (!list || !line) throw new Error('no lyric list');
  await expect
    .poll(async () =>
      Math.abs(
        ((await board.locator('[data-active="true"]').boundingBox())?.y ?? 0) +
          line.height / 2 -
          (list.y + list.height / 2),
      ),
    )
    .toBeLessThan(60);
  // a click on a later line seeks there (12.86 s) and highlights it
  await board.getByText('把昨夜轻轻叫醒').click();
  await expect.poll(() => audioTime(page)).toBeGreaterThan(17);
  await expect.poll(active).toBe('把昨夜轻轻叫醒');
  // the common/special toggle, then close
  await board.getByRole('button', { name: '特殊歌词' }).click();
  await expect(board).toHaveAttribute('data-mode', 'SPECIAL');
  await expect(page.getByTestId('special-line')).toHaveText(/把昨夜轻轻叫醒|我们走在路上/);
  await board.getByRole('button', { name: '普通歌词' }).click();
  await page.getByLabel('关闭歌词').click();
  await expect(board).toBeHidden();
});

test('reload restores the same song and position, paused', async ({ page }) => {
  await openAndPlayFirst(page);
  await page.getByLabel('音量与播放模式').click();
  await page.getByRole('slider', { name: '音量' }).focus();
  await page.keyboard.press('ArrowLeft'); // 50 → 49
  await page.keyboard.press('Escape');
  await page.getByTestId('song-row').nth(1).locator('td').first().click();
  await expect.poll(() => songName(page)).toBe('江南雨');
  await seekTo(page, 0.4);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(9);
  const before = await audioTime(page);
  await page.reload();

  // the panel was open and stays open; same song, same position, paused
  await expect(page.getByTestId('music-panel')).toBeVisible();
  await expect.poll(() => songName(page)).toBe('江南雨');
  await expect.poll(async () => (await audio(page))?.src ?? '').toMatch(/\/wapi\/media\/audio\/\d+\.wav$/);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(before - 1.5);
  expect(await audioTime(page)).toBeLessThan(before + 1.5);
  await expect(page.getByRole('button', { name: '播放', exact: true })).toBeVisible();
  // no autoplay surprise: still paused and not moving a moment later
  const restored = await audioTime(page);
  await page.waitForTimeout(1500);
  expect(await audioPaused(page)).toBe(true);
  expect(await audioTime(page)).toBe(restored);
  await page.getByLabel('音量与播放模式').click();
  await expect(page.getByRole('slider', { name: '音量' })).toHaveValue('49');
  expect(
    await page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="music"]')?.volume),
  ).toBeCloseTo(0.49);
  await page.keyboard.press('Escape');
  // play resumes from the restored position
  await page.getByRole('button', { name: '播放', exact: true }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThan(restored + 0.3);
  expect(await songName(page)).toBe('江南雨');
});

test('?showSpecial opens the special lyric board; sizes clamp; dim toggles', async ({ page }) => {
  await page.goto('/home?showSpecial');
  const board = page.getByTestId('lyric-board');
  await expect(board).toHaveAttribute('data-mode', 'SPECIAL');
  const title = page.getByTestId('special-title');
  await expect(title).toHaveCSS('font-size', '38.4px'); // docs/behaviour.md §7.1: 2.4rem
  await page.getByLabel('标题放大').click();
  await expect(title).toHaveCSS('font-size', '41.6px');
  for (let i = 0; i < 10; i += 1) await page.getByLabel('歌词缩小').click({ force: true });
  await expect(page.getByTestId('special-line')).toHaveCSS('font-size', '16px'); // floor 1rem
  await expect(page.getByLabel('歌词缩小')).toBeDisabled();
  await expect(page.getByTestId('lyric-dim')).toHaveAttribute('data-dim', 'true');
  await page.getByRole('button', { name: '取消遮罩' }).click();
  await expect(page.getByTestId('lyric-dim')).toHaveAttribute('data-dim', 'false');
  await page.getByLabel('关闭歌词').click();
  await expect(board).toBeHidden();
});

test('narrow screen (390 px): the panel, table, search and lyric controls fit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAndPlayFirst(page);
  const inside = async (testId: string) => {
    const box = await page.getByTestId(testId).boundingBox();
    if (!box) throw new Error(`${testId} not shown`);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };
  await inside('music-panel');
  // one text line per row: names are cut with an ellipsis, not wrapped character by character
  const row = await page.getByTestId('song-row').first().boundingBox();
  expect(row?.height).toBeLessThan(50);
  await page.getByLabel('搜索歌曲').click();
  await inside('music-search');
  await page.keyboard.press('Escape');
  await page.getByTestId('open-lyrics').click();
  await page.getByRole('button', { name: '特殊歌词' }).click();
  await inside('special-controls');
  await expect(page.getByLabel('标题放大')).toBeInViewport();
});
