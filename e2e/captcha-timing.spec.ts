import { expect, test } from './fixtures';

// docs/behaviour.md §13.1: a reader may send a form the moment it appears. The captcha's code and
// its configuration may still be on their way; the send waits for them and carries a solved
// payload, rather than going without one (refused) or verifying an unconfigured widget (hung).
test('a danmaku sent before the captcha has loaded still posts', async ({ page }) => {
  await page.route(/\/assets\/captcha\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => window.localStorage.clear());
  await page.goto('/message/list');
  await page.getByRole('button', { name: '切换为弹幕模式' }).click();
  const text = `抢在验证前的弹幕 ${Date.now()}`;
  await page.getByRole('textbox', { name: '弹幕内容' }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.locator('[role=status]').filter({ hasText: '留言成功' }).first()).toBeVisible();
  await expect(
    page.getByRole('list', { name: '弹幕留言墙' }).getByRole('listitem').filter({ hasText: text }),
  ).toHaveCount(1);
});

// While the widget solves, its checkbox is a required field: a form the browser validated would
// stop the send at that checkbox, and the reader's tap would be lost. The send waits instead.
test('a danmaku sent while the captcha is solving still posts', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/spam\/challenge$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => window.localStorage.clear());
  await page.goto('/message/list');
  await page.getByRole('button', { name: '切换为弹幕模式' }).click();
  await expect(page.getByText('正在进行人机验证…')).toBeVisible();
  const text = `验证途中的弹幕 ${Date.now()}`;
  await page.getByRole('textbox', { name: '弹幕内容' }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  release();
  await expect(page.locator('[role=status]').filter({ hasText: '留言成功' }).first()).toBeVisible();
  await expect(
    page.getByRole('list', { name: '弹幕留言墙' }).getByRole('listitem').filter({ hasText: text }),
  ).toHaveCount(1);
});
