import { expect, test, type Page } from './fixtures';

// docs/behaviour.md §2.2: on a phone the floating controls sit on the dock along the bottom edge and
// step aside (slide down off the screen, with the dock) while the reader scrolls down.
const topEdgeOf = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => el.getBoundingClientRect().top);

test('phone: music disc and chat button leave the text while scrolling down, return on scrolling up', async ({
  page,
}) => {
  const height = 844;
  await page.setViewportSize({ width: 390, height });
  await page.goto('/article?id=8');
  await expect(page.locator('.md-editor-preview h2').first()).toBeVisible();
  const dockTop = await page.getByTestId('floating-dock').evaluate((el) => el.getBoundingClientRect().top);
  // The server's launchers give way to the widgets when the page is idle (docs/architecture.md "Boot on
  // intent"): read each button's place once it is settled, not in the moment of the swap.
  await expect.poll(() => topEdgeOf(page, '音乐播放器')).toBeGreaterThanOrEqual(dockTop);
  await expect.poll(() => topEdgeOf(page, '聊天室')).toBeGreaterThanOrEqual(dockTop);

  await page.mouse.move(200, 400);
  for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 300);
  await expect.poll(() => topEdgeOf(page, '音乐播放器')).toBeGreaterThanOrEqual(height);
  await expect.poll(() => topEdgeOf(page, '聊天室')).toBeGreaterThanOrEqual(height);

  await page.mouse.wheel(0, -200);
  await expect.poll(() => topEdgeOf(page, '音乐播放器')).toBeLessThan(height);
  await expect.poll(() => topEdgeOf(page, '聊天室')).toBeLessThan(height);
  expect(await topEdgeOf(page, '聊天室')).toBeGreaterThanOrEqual(dockTop);
});
