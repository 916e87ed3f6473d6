import type { ConsoleMessage, Request } from '@playwright/test';
import { expect, isHarnessNoise, test } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { injectSession } from './chatSession';
import { isAdminChunk, newReader } from './deskKit';

// docs/admin-desk.md "Who gets it": /admin answers 200 to everyone, against the real built server. A
// visitor logs in there, a reader who types it is told 无权访问 and never downloads the admin code.

test('/admin answers 200 to all: a visitor logs in there, a reader is told 无权访问, a reload logs no error', async ({
  page,
  context,
  browser,
}) => {
  const adminRequests: string[] = [];
  const watch = (request: Request) => {
    if (isAdminChunk(request)) adminRequests.push(request.url());
  };
  const consoleErrors: string[] = [];
  const watchConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !isHarnessNoise(message.text())) consoleErrors.push(message.text());
  };
  // A visitor (a context of its own: the session below must not meet a stored empty one) gets the
  // login dialog at the address the start banner prints, not the public 404 page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  visitor.on('request', watch);
  visitor.on('console', watchConsole);
  expect((await visitor.goto('/admin'))?.status()).toBe(200);
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByLabel('用户账号')).toBeVisible();
  await expect(visitor.getByText('抱歉，您访问的页面不存在')).toHaveCount(0);
  expect(adminRequests).toEqual([]);
  await dialog.getByLabel('用户账号').fill('admin');
  await dialog.getByLabel('用户密码').fill(E2E_ADMIN_PASSWORD);
  await dialog.getByLabel('用户密码').press('Enter');
  await expect(visitor.getByRole('heading', { name: '仪表盘' })).toBeVisible();
  // Reloads of the desk: 200 each time, the desk again, nothing in the console.
  for (const path of ['/admin', '/admin/articles']) {
    expect((await visitor.goto(path))?.status()).toBe(200);
    await expect(visitor.getByRole('navigation', { name: '后台导航' })).toBeVisible();
  }
  expect((await visitor.reload())?.status()).toBe(200);
  await expect(visitor.getByRole('navigation', { name: '后台导航' })).toBeVisible();
  await expect(visitor).toHaveURL(/\/admin\/articles$/);
  expect(consoleErrors).toEqual([]);
  await visitorContext.close();

  // A logged-in reader: 无权访问, and never a byte of the desk.
  adminRequests.length = 0;
  page.on('request', watch);
  await injectSession(context, await newReader(page));
  expect((await page.goto('/admin/articles'))?.status()).toBe(200);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '后台管理' })).toHaveCount(0);
  expect(adminRequests).toEqual([]);
});
