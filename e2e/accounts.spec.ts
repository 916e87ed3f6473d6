import { expect, test, type Page } from './fixtures';

// docs/behaviour.md §4 (Accounts) end to end against the real built server: register → auto login → welcome →
// personal center (nickname + avatar) → notifications → logout → login with remember me.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// CSS, not getByRole: an open MUI drawer marks its siblings aria-hidden, yet the notices (z-index 10000) stay visible.
const toast = (page: Page, text: string | RegExp) => page.locator('[role=status]').filter({ hasText: text }).first();
const dialog = (page: Page) => page.getByRole('dialog');
const openUserMenu = (page: Page) => page.getByRole('button', { name: '用户菜单' }).click();

test('accounts: register, personal center, notifications, logout, remember me', async ({ page }) => {
  // A whole journey of some thirty steps: 16 s on a quiet machine, near a minute on a busy one, where
  // the default 60 s ran out mid-step. Three times the default, for this journey only.
  test.slow();
  const username = `acc${Date.now().toString(36)}`;
  const password = 'abc123!';
  await page.goto('/home');

  // Register from the header login entry; Enter in the confirm field submits (docs/behaviour.md §4.1).
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await dialog(page).getByRole('button', { name: '没有账号？去注册' }).click();
  await dialog(page).getByLabel('用户账号').fill(username);
  await dialog(page).getByLabel('用户昵称').fill('端到端读者');
  await dialog(page).getByLabel('用户密码').fill(password);
  await dialog(page).getByLabel('确认密码').fill(password);
  await dialog(page).getByLabel('确认密码').press('Enter');
  // One toast after registering: 自动登录成功 greeting the reader by name (docs/behaviour.md §1.4).
  await expect(toast(page, '自动登录成功')).toContainText('端到端读者');
  await expect(page.locator('[role=status]').filter({ hasText: '端到端读者' })).toHaveCount(1);
  await expect(dialog(page)).toBeHidden();

  // Personal center: new nickname and avatar, confirmed before saving.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/userCenter$/);
  await page.getByLabel('选择头像图片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('main').getByLabel('用户昵称').fill('改过的昵称');
  await page.getByRole('button', { name: '保存' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/updateOwnUserInfo'));
  await dialog(page).getByRole('button', { name: '确定' }).click();
  const { result: me } = await (await saved).json();
  await expect(toast(page, '修改成功')).toBeVisible();
  const avatar = page.getByRole('button', { name: '用户菜单' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
  const info = await (await page.request.get(`/api/user/getUserInfoById/${me.id}`)).json();
  expect(info.result).toMatchObject({ nick_name: '改过的昵称', avatar: expect.stringMatching(/^\/uploads\//) });

  // The welcome notification: listed unread, jump marks it read and goes to the message board, then delete.
  await page.getByRole('button', { name: '我的消息' }).click();
  const drawer = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: '我的消息' }) });
  const item = drawer.getByTestId('notification-item').filter({ hasText: '留言板' });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('new')).toBeVisible();
  await item.getByRole('button', { name: '跳转' }).click();
  await expect(page).toHaveURL(/\/message\/list$/);
  await page.getByRole('button', { name: '我的消息' }).click();
  await expect(item.getByText('new')).toHaveCount(0);
  await item.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(drawer.getByText('暂无消息')).toBeVisible();
  await page.keyboard.press('Escape');

  // Logout from the personal center moves to /home (docs/behaviour.md §4.1).
  await page.goto('/userCenter');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(toast(page, '退出成功')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: '我的消息' })).toHaveCount(0);

  // Login with remember me, then logout and reopen: the dialog refills the remembered credentials.
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await dialog(page).getByLabel('用户账号').fill(username);
  await dialog(page).getByLabel('用户密码').fill(password);
  await dialog(page).getByLabel('记住我').check();
  await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
  await expect(toast(page, '登录成功')).toBeVisible();
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog(page).getByLabel('用户账号')).toHaveValue(username);
  await expect(dialog(page).getByLabel('用户密码')).toHaveValue(password);
  await expect(dialog(page).getByLabel('记住我')).toBeChecked();
});
