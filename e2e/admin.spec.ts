import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { DESKTOP, PHONE, settled, themeOf, toggleTheme } from './a11yKit';
import { apiLogin, injectSession } from './chatSession';
import { newReader } from './deskKit';
import { muiClass } from '../src/shared/lib/muiClassNames';
import { solvedCaptcha } from './captcha';

// docs/behaviour.md §11, the author's desk, end to end against the real built server: the admin writes and
// publishes an article with a pasted image (a reader finds it on /home and in search), approves a
// friend link from its notification, changes the notice. Who gets the desk at /admin: admin-gate.spec.ts.

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// CSS, not getByRole: an open MUI drawer marks its siblings aria-hidden, yet the notices stay visible.
const toast = (page: Page, text: string | RegExp) => page.locator('[role=status]').filter({ hasText: text }).first();

/** Logs the admin in through the header's login dialog (as a person would). */
async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('用户账号').fill('admin');
  await dialog.getByLabel('用户密码').fill(E2E_ADMIN_PASSWORD);
  await dialog.getByLabel('用户密码').press('Enter');
  await expect(dialog).toBeHidden();
}

/** Opens the desk from the avatar menu's 后台管理 entry. */
async function openDesk(page: Page): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '后台管理' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: '仪表盘' })).toBeVisible();
}

test('the admin writes an article with a pasted and a toolbar image and publishes it; a reader finds it', async ({
  page,
  browser,
}) => {
  const title = `后台发布 ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  await openDesk(page);
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '文章管理' }).click();
  await page.getByRole('link', { name: '写文章' }).click();
  await page.getByLabel('文章标题').fill(title);

  const content = page.locator('#admin-article-editor .cm-content');
  await content.click();
  await page.keyboard.type('端到端写下的正文，');
  // Paste an image into the editor as the clipboard would: md-editor-rt uploads it and inserts Markdown.
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload/img'));
  await content.evaluate(
    (element, bytes) => {
      const file = new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' });
      const data = new DataTransfer();
      data.items.add(file);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [...PNG_1X1],
  );
  const { result } = await (await uploaded).json();
  expect(result.url).toMatch(/^\/uploads\//);
  // The editor folds long URLs on screen ("..."); the stored body is checked after publishing.
  await expect(content).toContainText('![pasted]');
  // The toolbar's image button opens the file chooser and uploads through the same route.
  await page.keyboard.press('End');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传图片（也可以直接粘贴或拖入正文）' }).click();
  const fromToolbar = page.waitForResponse((r) => r.url().endsWith('/api/upload/img'));
  await (await chooser).setFiles({ name: 'toolbar.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const toolbarUrl = (await (await fromToolbar).json()).result.url as string;
  await expect(content).toContainText('![toolbar]');

  await page.getByRole('combobox', { name: '分类' }).fill('后台分类');
  // 发布 makes the article public whatever it was (docs/admin-desk.md, the article editor).
  await expect(page.getByTestId('article-status')).toContainText('状态：草稿（未保存）');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(toast(page, '发布成功')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByRole('cell', { name: title })).toBeVisible();
  const admin = await apiLogin(page.request, '', 'admin', E2E_ADMIN_PASSWORD);
  const headers = { Authorization: admin.token };
  const listed = await (
    await page.request.get(`/api/admin/article?current=1&size=5&keyword=${encodeURIComponent(title)}`, { headers })
  ).json();
  const stored = await (await page.request.get(`/api/admin/article/${listed.result.list[0].id}`, { headers })).json();
  expect(stored.result).toMatchObject({ status: 'public', category_name: '后台分类' });
  expect(stored.result.article_content).toContain(`![pasted](${result.url}`);
  expect(stored.result.article_content).toContain(`![toolbar](${toolbarUrl}`);

  // A reader (another browser context, no session) sees it on /home and finds it in search.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto('/home');
  await expect(reader.getByText(title).first()).toBeVisible();
  await reader.getByRole('button', { name: '搜索文章' }).click();
  await reader.getByRole('dialog').getByRole('textbox', { name: '搜索文章' }).fill(title);
  await expect(reader.getByRole('dialog').getByTestId('search-result').first()).toContainText(title);
  await reader.context().close();
});

test('the admin approves a friend link from its notification', async ({ page }) => {
  const reader = await newReader(page);
  const siteName = `友链${Date.now().toString(36)}`;
  const applied = await (
    await page.request.post('/api/links/add', {
      headers: { Authorization: reader.token },
      data: {
        site_name: siteName,
        site_desc: '端到端友链',
        site_avatar: '',
        url: 'https://example.com',
        altcha: await solvedCaptcha(page.request),
      },
    })
  ).json();
  expect(applied.code).toBe(0);

  await loginAsAdmin(page);
  await page.getByRole('button', { name: '我的消息' }).click();
  const drawer = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: '我的消息' }) });
  const item = drawer.getByTestId('notification-item').filter({ hasText: siteName });
  await item.first().getByRole('button', { name: '跳转' }).click();
  await expect(page).toHaveURL(/\/admin\/links$/);
  await expect(page.getByRole('heading', { name: '友链审核' })).toBeVisible();
  await page.getByRole('button', { name: `通过${siteName}` }).click();
  await expect(toast(page, '已通过')).toBeVisible();

  const list = await (await page.request.post('/api/links/getLinksList', { data: { current: 1, size: 50 } })).json();
  expect(list.result.list.map((link: { site_name: string }) => link.site_name)).toContain(siteName);
});

test("the admin changes the blog's notice and sees it on /home", async ({ page }) => {
  const notice = `后台公告 ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  await openDesk(page);
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '网站设置' }).click();
  const field = page.getByRole('textbox', { name: '公告' });
  await expect(field).toBeVisible();
  await field.fill(notice);
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await page.goto('/home');
  await expect(page.getByText(notice)).toBeVisible();
});

test('the desk is axe-clean in both themes, on a desktop and on a phone (drawer)', async ({ page, context }) => {
  // Six pages, two themes each, plus the phone drawer: more than the default minute on two cores.
  test.setTimeout(240_000);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const expectAccessible = async (what: string) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, `${what} (${await themeOf(page)})`).toEqual([]);
  };
  await injectSession(context, await apiLogin(page.request, '', 'admin', E2E_ADMIN_PASSWORD));
  await page.setViewportSize(DESKTOP);
  for (const path of [
    '/admin',
    '/admin/articles',
    '/admin/articles/new',
    '/admin/links',
    '/admin/users',
    '/admin/config',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await expect(page.locator(`.${muiClass('MuiSkeleton', 'root')}`)).toHaveCount(0);
    await settled(page);
    await expectAccessible(path);
    await toggleTheme(page);
    await expectAccessible(path);
    await toggleTheme(page);
  }
  await page.setViewportSize(PHONE);
  await page.goto('/admin/comments');
  await page.getByRole('button', { name: '后台菜单' }).click();
  await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();
  await expectAccessible('phone drawer');
  await page.keyboard.press('Escape');
});
