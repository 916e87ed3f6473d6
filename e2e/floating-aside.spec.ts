import { expect, test, type Page } from './fixtures';

// docs/behaviour.md §2.2: on a phone the floating controls step aside while the reader scrolls down.
const leftEdgeOf = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => el.getBoundingClientRect().left);
const rightEdgeOf = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => el.getBoundingClientRect().right);

test('phone: music disc and chat button leave the text while scrolling down, return on scrolling up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/article?id=8');
  await expect(page.locator('.md-editor-preview h2').first()).toBeVisible();
  const width = 390;
  await expect.poll(() => leftEdgeOf(page, '音乐播放器')).toBeGreaterThanOrEqual(0);
  expect(await rightEdgeOf(page, '聊天室')).toBeLessThanOrEqual(width);

  await page.mouse.move(200, 400);
  for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 300);
  await expect.poll(() => rightEdgeOf(page, '音乐播放器')).toBeLessThanOrEqual(0);
  await expect.poll(() => leftEdgeOf(page, '聊天室')).toBeGreaterThanOrEqual(width);

  await page.mouse.wheel(0, -200);
  await expect.poll(() => leftEdgeOf(page, '音乐播放器')).toBeGreaterThanOrEqual(0);
  await expect.poll(() => rightEdgeOf(page, '聊天室')).toBeLessThanOrEqual(width);
});
