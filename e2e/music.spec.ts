import { expect, test, type Page } from '@playwright/test';

// The floating music player against the real server and its generated demo library (issue 5).
const audioTime = (page: Page) => page.evaluate(() => (document.querySelector('audio[data-player="music"]') as HTMLAudioElement | null)?.currentTime ?? -1);
const audioPaused = (page: Page) => page.evaluate(() => (document.querySelector('audio[data-player="music"]') as HTMLAudioElement | null)?.paused ?? true);
const songName = (page: Page) => page.getByTestId('song-info').locator('p').first().innerText();

async function openAndPlayFirst(page: Page) {
  await page.goto('/home');
  await page.getByTestId('music-disc').click();
  await expect(page.getByTestId('current-category')).toHaveText('热歌榜');
  await expect(page.getByTestId('song-row')).toHaveCount(12);
  await page.getByTestId('song-row').first().locator('td').first().click();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
}

test('choose a playlist, play, seek, next/prev in each mode', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('music-disc').click();
  await page.getByTestId('category').filter({ hasText: '新歌榜' }).click();
  await expect(page.getByTestId('current-category')).toHaveText('新歌榜');
  await expect(page.getByTestId('song-row')).toHaveCount(5);
  await page.getByTestId('category').filter({ hasText: '热歌榜' }).click();
  await expect(page.getByTestId('song-row')).toHaveCount(12);
  await page.getByTestId('song-row').nth(0).locator('td').first().click();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect(await songName(page)).toBe('晨光');

  // seek: the slider jumps; the audio follows
  const slider = page.getByRole('slider', { name: '播放进度' });
  const box = await slider.boundingBox();
  if (!box) throw new Error('no progress slider');
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(12);

  // default LISTLOOP: next → 江南雨, prev → 晨光, prev from first wraps to the last (灯火)
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).toBe('江南雨');
  await page.getByLabel('上一首').click();
  await expect.poll(() => songName(page)).toBe('晨光');
  await page.getByLabel('上一首').click();
  await expect.poll(() => songName(page)).toBe('灯火');

  // SINGLECYCLE keeps the song; RANDOM picks another
  await page.getByLabel('音量与播放模式').click();
  await page.getByLabel('列表循环').click();
  await expect(page.getByLabel('单曲循环')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).toBe('灯火');
  await page.getByLabel('音量与播放模式').click();
  await page.getByLabel('单曲循环').click();
  await expect(page.getByLabel('随机播放')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('下一首').click();
  await expect.poll(() => songName(page)).not.toBe('灯火');
  await expect.poll(() => audioPaused(page)).toBe(false);
});

test('search and add to the custom list; lyrics follow; reload restores', async ({ page }) => {
  await openAndPlayFirst(page);
  await page.getByLabel('搜索歌曲').click();
  await page.getByPlaceholder('请输入歌名或歌手').fill('南风');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('search-row')).toHaveCount(4);
  await page.getByTestId('search-row').first().getByLabel('添加到我的歌单').click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page.getByTestId('search-row').first().getByLabel('添加到我的歌单')).toHaveAttribute('data-added', 'true');
  await page.keyboard.press('Escape');
  await page.getByLabel('音量与播放模式').click();
  await expect(page.getByTestId('custom-row')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // lyrics follow playback: the active line changes as time passes
  await page.getByTestId('player-bar').locator('img, .MuiAvatar-root').first().click();
  const board = page.getByTestId('lyric-board');
  await expect(board).toHaveAttribute('data-mode', 'COMMON');
  const active = () => board.locator('[data-active="true"]').innerText().catch(() => '');
  await expect.poll(active, { timeout: 15_000 }).toBe('天色微亮的时候');
  await expect.poll(active, { timeout: 15_000 }).toBe('我听见远处的风');
  await page.getByLabel('关闭歌词').click();

  const before = await audioTime(page);
  await page.reload();
  await page.getByTestId('music-disc').click();
  await expect.poll(() => songName(page)).toBe('晨光');
  expect(await audioPaused(page)).toBe(true); // no autoplay surprises
  await expect.poll(() => audioTime(page)).toBeGreaterThan(before - 3);
  await page.getByLabel('音量与播放模式').click();
  await expect(page.getByTestId('custom-row')).toHaveCount(1);
});

test('?showSpecial opens the special lyric board', async ({ page }) => {
  await page.goto('/home?showSpecial');
  const board = page.getByTestId('lyric-board');
  await expect(board).toHaveAttribute('data-mode', 'SPECIAL');
  await page.getByLabel('标题放大').click();
  await expect(page.getByTestId('special-title')).toHaveCSS('font-size', /px$/);
});
