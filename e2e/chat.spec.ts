import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { apiLogin, injectSession, type E2eUser } from './chatSession';
import { solvedCaptcha } from './captcha';

// docs/behaviour.md §6: two browser contexts (a user and the admin) against the real built server.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openAs(browser: Browser, baseURL: string, user: E2eUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await injectSession(context, user);
  const page = await context.newPage();
  await page.goto('/home');
  return page;
}

const openPanel = async (page: Page) => {
  await page.getByLabel('聊天室').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
};
const sendText = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: '聊天输入框' }).fill(text);
  await page.keyboard.press('Enter');
};

async function registerUser(baseURL: string, request: APIRequestContext, suffix: string) {
  const username = `chat${suffix}${Date.now() % 100000}`;
  const reg = await (
    await request.post(`${baseURL}/api/user/register`, {
      data: {
        username,
        password: 'Chat12345',
        nick_name: `聊友${suffix}`,
        altcha: await solvedCaptcha(request, baseURL),
      },
    })
  ).json();
  expect(reg.code).toBe(0);
  return apiLogin(request, baseURL, username, 'Chat12345');
}

test('live messages both ways, image, unread badge, revert, kick, clear', async ({ browser, request, baseURL }) => {
  const base = baseURL!;
  const user = await registerUser(base, request, 'a');
  const admin = await apiLogin(request, base, 'admin', E2E_ADMIN_PASSWORD);
  const userPage = await openAs(browser, base, user);
  const adminPage = await openAs(browser, base, admin);

  await openPanel(adminPage);
  await expect(adminPage.getByTestId('chat-online-list')).toContainText(user.nick_name);
  // Unread badge on the user's closed panel, then live both ways.
  await sendText(adminPage, '管理员你好');
  await expect(userPage.getByTestId('chat-unread')).toContainText('1');
  await openPanel(userPage);
  await expect(userPage.getByText('管理员你好')).toBeVisible();
  await sendText(userPage, '用户回复');
  await expect(adminPage.getByText('用户回复')).toBeVisible();

  // Image message through POST /api/upload/img.
  await userPage.getByTestId('chat-file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(adminPage.getByAltText('聊天图片').last()).toBeVisible();

  // Revert own → 撤回成功, gone for everyone.
  const own = userPage.getByTestId('chat-message').filter({ hasText: '用户回复' });
  await own.getByText('撤回').click();
  await expect(userPage.getByText('撤回成功')).toBeVisible();
  await expect(adminPage.getByText('用户回复')).toHaveCount(0);

  // Kick: confirm 确认强制下线{name}吗; the user's socket closes and the panel says why (§6.4).
  await adminPage.getByLabel(`强制下线${user.nick_name}`).click();
  await adminPage.getByText(`确认强制下线${user.nick_name}吗`).waitFor();
  await adminPage.getByRole('button', { name: '确定' }).click();
  await expect(userPage.getByTestId('chat-status')).toHaveText('你已被管理员移出聊天室');
  await expect(userPage.getByText('管理员你好')).toHaveCount(0);
  await expect(userPage.getByRole('button', { name: '发送', exact: true })).toBeDisabled();
  await expect(adminPage.getByTestId('chat-online-list')).not.toContainText(user.nick_name);
  await expect(adminPage.getByLabel(`强制下线${admin.nick_name}`)).toHaveCount(0);

  // Clear: 确认清空吗 → 聊天记录已清空.
  await adminPage.getByLabel('清空聊天记录').click();
  await adminPage.getByText('确认清空吗').waitFor();
  await adminPage.getByRole('button', { name: '确定' }).click();
  await expect(adminPage.getByText('聊天记录已清空')).toBeVisible();
  await expect(adminPage.getByText('还等什么 赶快聊起来吧')).toBeVisible();
});

test('the client reconnects after the server restarts', async ({ browser, request }) => {
  // Our own server process on another port with its own data folder, so the shared one is untouched.
  const port = 18000 + Math.floor(Math.random() * 500) + 200;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-e2e-chat-'));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BLOG_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
  };
  const main = path.resolve(__dirname, '..', 'build/server/main.js');
  const start = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [main], { env, stdio: 'ignore' });
    await expect
      .poll(async () => (await request.get(`${base}/api/config`).catch(() => null))?.status() ?? 0, { timeout: 30_000 })
      .toBe(200);
    return child;
  };
  let server = await start();
  try {
    const admin = await apiLogin(request, base, 'admin', E2E_ADMIN_PASSWORD);
    const page = await openAs(browser, base, admin);
    await openPanel(page);
    await expect(page.getByTestId('chat-status')).toHaveText(/人在线/);
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
    await expect(page.getByTestId('chat-status')).toHaveText('连接中...');
    server = await start();
    // docs/behaviour.md §6.4: retries every 5 s (at most 5), so the room is back within one retry or two.
    await expect(page.getByTestId('chat-status')).toHaveText(/人在线/, { timeout: 20_000 });
    await sendText(page, '重启后还在');
    await expect(page.getByText('重启后还在')).toBeVisible();
  } finally {
    // The folder goes once the process has exited: until then it may still write there (the seeded
    // pictures' variants), and removing a folder being written to fails with ENOTEMPTY.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
