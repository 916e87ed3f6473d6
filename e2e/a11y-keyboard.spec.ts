import { expect, test, type Page } from './fixtures';
import { DESKTOP, settled, toggleTheme } from './a11yKit';
import { muiClass } from '../src/shared/lib/muiClassNames';

// Keyboard only (docs/accessibility.md): the Tab order through the header, the skip link, a visible
// focus ring in both themes, and the login dialog, chat panel and music player opened, used and closed
// without a mouse — focus trapped while open and handed back to the opener on Escape.

interface Focused {
  name: string;
  testId: string;
  inHeader: boolean;
  /** The outline as drawn: style and width in px. */
  outline: string;
  outlineWidth: number;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      name: (el?.getAttribute('aria-label') || el?.textContent || '').trim(),
      testId: el?.getAttribute('data-testid') ?? el?.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
      inHeader: !!el?.closest('header'),
      outline: style?.outlineStyle ?? 'none',
      outlineWidth: parseFloat(style?.outlineWidth ?? '0'),
    };
  });

/** Presses Tab until the focused element matches, failing if it is not reached within `max` presses. */
async function tabTo(page: Page, matches: (f: Focused) => boolean, max = 200, key = 'Tab'): Promise<Focused> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (matches(now)) return now;
  }
  throw new Error(`not reached by ${key} within ${max} presses`);
}

const named = (name: string) => (f: Focused) => f.name === name;
const isInside = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

test.use({ viewport: DESKTOP });

test('Tab walks the header in order with a visible focus ring in both themes, then reaches a page', async ({
  page,
}) => {
  for (let round = 0; round < 2; round += 1) {
    // A fresh load each round (the theme is kept): Tab starts from the top of the page.
    await page.goto('/home');
    await settled(page);
    const stops: Focused[] = [];
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops[0].name).toBe('跳到主要内容');
    expect(stops.slice(1, 8).map((s) => s.name)).toEqual(['砚', '首页', '时间轴', '更多', '分类', '相册', '说说']);
    expect(stops.slice(1, 10).every((s) => s.inHeader)).toBe(true);
    for (const stop of stops) {
      expect(stop.outline, `focus ring on ${stop.name}`).toBe('solid');
      expect(stop.outlineWidth).toBeGreaterThanOrEqual(2);
    }
    if (round === 0) await toggleTheme(page);
  }

  // The 更多 menu: Enter opens it with focus on an item, Escape closes it and focus comes back.
  await tabTo(page, named('更多'), 10, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '前端推荐' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  expect((await focused(page)).name).toBe('更多');

  // Enter on a menu link goes to the page.
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).name).toBe('时间轴');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/archives$/);
  await expect(page.getByRole('heading', { name: '时间轴', level: 1 })).toBeVisible();
});

test('the skip link jumps past the header to the main content', async ({ page }) => {
  await page.goto('/home');
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const next = await focused(page);
  expect(next.inHeader).toBe(false);
  expect(await isInside(page, 'main')).toBe(true); // the first article link or control of the page
});

test('the login dialog opens, traps focus and closes with the keyboard only', async ({ page }) => {
  await page.goto('/home');
  await settled(page);
  await tabTo(page, (f) => f.name === '登录' && f.inHeader);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  expect(await isInside(page, '[role="dialog"]'), 'focus moves into the dialog').toBe(true);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await isInside(page, '[role="dialog"]'), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const back = await focused(page);
  expect(back.name).toBe('登录');
  expect(back.inHeader).toBe(true);
});

test('the chat panel opens, traps focus and closes with the keyboard only', async ({ page }) => {
  await page.goto('/home');
  await settled(page);
  await tabTo(page, named('聊天室'));
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await isInside(page, `.${muiClass('MuiPopover', 'paper')}`), `Tab ${i + 1} stays in the chat panel`).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect((await focused(page)).name).toBe('聊天室');
});

test('the music player: open, play, skip, lyrics and close with the keyboard only', async ({ page }) => {
  const audioTime = () =>
    page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="music"]')?.currentTime ?? -1);
  const songName = () => page.getByTestId('song-info').locator('p').first().innerText();
  await page.goto('/home');
  await settled(page);
  await tabTo(page, named('音乐播放器'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('music-disc')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('song-row')).toHaveCount(12);

  // The song list: Tab reaches the first song, Enter plays it.
  await tabTo(page, (f) => f.name === '晨光' && f.testId === 'song-row', 30);
  await page.keyboard.press('Enter');
  await expect.poll(audioTime, { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect(await songName()).toBe('晨光');

  // Past the whole list (the infinite list does not hold the keyboard) to 下一首.
  await tabTo(page, named('下一首'));
  await page.keyboard.press('Enter');
  await expect.poll(songName).toBe('江南雨');

  // The lyric board: a modal; arrows move between lines, Enter seeks, Escape closes.
  await tabTo(page, named('打开歌词'), 5, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const board = page.getByTestId('lyric-board');
  await expect(board).toBeVisible();
  const line = await tabTo(page, (f) => f.testId === 'lyric-list', 6);
  expect(line.name).not.toBe('');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = (await focused(page)).name;
  expect(chosen).not.toBe(line.name);
  await page.keyboard.press('Enter');
  await expect(board.locator('[data-active="true"]')).toHaveText(chosen);
  await page.keyboard.press('Escape');
  await expect(board).toBeHidden();
  expect((await focused(page)).name).toBe('打开歌词');

  // Escape in the panel closes it and hands focus back to the disc.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('music-panel')).toBeHidden();
  expect((await focused(page)).name).toBe('音乐播放器');
});
