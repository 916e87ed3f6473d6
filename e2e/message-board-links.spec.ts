import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { PHONE, showTheme, themeOf, toggleTheme } from './a11yKit';
import { apiLogin, injectSession } from './chatSession';
import { solvedCaptcha } from './captcha';
import { networkQuiet } from './networkQuiet';

// docs/behaviour.md §10, the message board and friend links: both board modes, a 游客 post from the wall, a
// logged-in post with style and picture, edit and delete; the kept-alive board's scroll position;
// 友链申请 → the admin approves → listed; every page on a phone in dark mode.

const toast = (page: Page, text: string | RegExp) => page.locator('[role=status]').filter({ hasText: text }).first();
const dialog = (page: Page) => page.getByRole('dialog');
// A 1×1 PNG: the upload only takes real images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function register(request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}`;
  const password = 'abc123!';
  const nick = `${prefix}读者`;
  const answer = await (
    await request.post('/api/user/register', {
      data: { username, password, nick_name: nick, altcha: await solvedCaptcha(request) },
    })
  ).json();
  expect(answer.code).toBe(0);
  return { username, password, nick };
}

async function logInThroughDialog(page: Page, username: string, password: string) {
  await dialog(page).getByLabel('用户账号').fill(username);
  await dialog(page).getByLabel('用户密码').fill(password);
  await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
  await expect(toast(page, '登录成功')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

test('message board: both modes, a 游客 post, publish with style and picture, edit, delete', async ({
  page,
  request,
}) => {
  const reader = await register(request, 'msg');
  await page.goto('/message/list');

  // Cards first (the default), with likes and comment counts.
  const cards = page.getByTestId('message-cards');
  await expect(cards.getByRole('article').first()).toBeVisible();
  expect(await cards.getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await expect(cards.getByRole('article').first().getByRole('button', { name: /点赞/ })).toBeVisible();

  // The wall; a 游客 posts from its single input.
  await page.getByRole('button', { name: '切换为弹幕模式' }).click();
  const wall = page.getByRole('list', { name: '弹幕留言墙' });
  await expect(wall.getByRole('listitem').first()).toBeAttached();
  const anonymous = `游客的弹幕 ${Date.now()}`;
  await page.getByRole('textbox', { name: '弹幕内容' }).fill(anonymous);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(toast(page, '留言成功')).toBeVisible();
  await expect(wall.getByRole('listitem').filter({ hasText: anonymous })).toContainText('游客：');
  await page.getByRole('button', { name: '暂停弹幕' }).click();
  await expect(wall).toHaveAttribute('data-still', 'true');

  // The mode is remembered across a reload; back to cards.
  await page.reload();
  await expect(page.getByRole('list', { name: '弹幕留言墙' })).toBeVisible();
  await page.getByRole('button', { name: '切换为卡片模式' }).click();
  await expect(cards).toBeVisible();

  // Log in, then publish with a colour, a weight, a tag and a picture; the preview follows.
  // Scrolling up brings back the header (it hides while the reader scrolls down).
  await page.mouse.wheel(0, -20000);
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await logInThroughDialog(page, reader.username, reader.password);
  await page.getByRole('link', { name: '发布留言' }).click();
  await expect(page).toHaveURL(/\/message\/publish$/);
  const text = `端到端留言 ${Date.now()}`;
  await page.getByRole('button', { name: '发布留言' }).click();
  await expect(page.getByText('请输入留言内容')).toBeVisible();
  await expect(page.getByText('请选择或输入标签')).toBeVisible();
  await page.getByRole('textbox', { name: '留言内容' }).fill(text);
  await page.getByRole('textbox', { name: '标签' }).fill('端到端');
  await page.getByLabel('背景颜色').fill('#1b4332');
  await page.getByLabel('文字颜色').fill('#ffd166');
  await page.getByRole('combobox', { name: '字体粗细' }).click();
  await page.getByRole('option', { name: '粗体' }).click();
  await page.getByLabel('选择背景图片').setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: '移除背景图片' })).toBeVisible();
  const preview = page.getByTestId('message-preview');
  await expect(preview).toContainText(text);
  await expect(preview).toContainText('#端到端');
  await expect(preview).toHaveCSS('color', 'rgb(255, 209, 102)');
  await expect(preview).toHaveCSS('font-weight', '700');
  await expect(preview).toHaveCSS('background-image', /\/upload/);
  await page.getByRole('button', { name: '发布留言' }).click();
  await expect(toast(page, '留言成功')).toBeVisible();

  // Its page, by id (also after a reload), with likes and comments; the owner may edit.
  await expect(page).toHaveURL(/\/message\/detail\?id=\d+$/);
  await page.reload();
  const post = page.getByRole('article').first();
  await expect(post).toContainText(text);
  await expect(post).toContainText('#端到端');
  await expect(page.getByRole('region', { name: '评论' })).toBeVisible();
  await post.getByRole('button', { name: '点赞' }).click();
  await expect(post.getByRole('button', { name: '取消点赞' })).toHaveText('1');

  await post.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/message\/publish\?id=\d+$/);
  await expect(page.getByRole('textbox', { name: '留言内容' })).toHaveValue(text);
  await page.getByRole('textbox', { name: '留言内容' }).fill(`${text}（改）`);
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(`${text}（改）`);

  // Delete with a confirm, then back on the board without it.
  await page.getByRole('article').first().getByRole('button', { name: '删除' }).click();
  await expect(dialog(page)).toContainText('确认删除这条留言吗');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(page).toHaveURL(/\/message\/list$/);
  await expect(cards.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(`${text}（改）`)).toHaveCount(0);
});

test('the board is kept alive: back from a post, same cards and scroll position', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.clear());
  await page.goto('/message/list');
  const cards = page.getByTestId('message-cards').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Scrolling to the end loads the next page of cards; then scroll into the middle of them.
  await page.mouse.wheel(0, 20000);
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  await networkQuiet(page);
  const loaded = await cards.count();
  // A card well above the end, so the next page does not load on its own.
  await cards.nth(loaded - 12).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(300);
  const target = cards.nth(loaded - 12).getByTestId('message-card-body');
  const targetText = await target.textContent();

  await target.click();
  await expect(page).toHaveURL(/\/message\/detail\?id=\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expect(page).toHaveURL(/\/message\/list$/);
  await expect.poll(() => cards.count()).toBe(loaded);
  await expect(cards.nth(loaded - 12).getByTestId('message-card-body')).toHaveText(targetText ?? '');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(5);
});

test('friend links: login to apply, the admin approves, listed, edited back to review', async ({
  page,
  request,
  baseURL,
}) => {
  const reader = await register(request, 'lnk');
  const siteName = `站点${Date.now().toString(36)}`;

  // Reached from the More menu.
  await page.goto('/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '友情链接' }).click();
  await expect(page).toHaveURL(/\/link\/list$/);
  await expect(page.getByTestId('link-cards').getByRole('article').first()).toBeVisible();

  // Logged out, applying opens the login dialog.
  await page.getByRole('button', { name: '友链申请' }).click();
  await logInThroughDialog(page, reader.username, reader.password);

  await page.getByRole('button', { name: '友链申请' }).click();
  const form = page.getByRole('dialog', { name: '友链申请' });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请输入网站名称')).toBeVisible();
  await expect(form.getByText('请输入网站描述')).toBeVisible();
  await expect(form.getByText('请输入网站地址')).toBeVisible();
  await form.getByRole('textbox', { name: '网站名称' }).fill(siteName);
  await form.getByRole('textbox', { name: '网站描述' }).fill('端到端测试的友链');
  await form.getByRole('textbox', { name: '网站地址' }).fill('example.com');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请输入带http://或https://的网站地址')).toBeVisible();
  await form.getByRole('textbox', { name: '网站地址' }).fill('https://example.com/e2e');
  await form.getByLabel('选择网站头像').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: '网站头像预览' })).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(page, '申请成功，等待博主审核通过')).toBeVisible();
  await expect(page.getByRole('link', { name: siteName })).toHaveCount(0);

  // The admin approves it through the API.
  const admin = await apiLogin(request, baseURL ?? '', 'admin', E2E_ADMIN_PASSWORD);
  const headers = { Authorization: admin.token };
  const pending = await (
    await request.post('/api/links/getLinksList', { headers, data: { current: 1, size: 50, status: 'pending' } })
  ).json();
  const mine = (pending.result.list as { id: number; site_name: string }[]).find((l) => l.site_name === siteName);
  expect(mine).toBeTruthy();
  const review = await (
    await request.post('/api/links/review', { headers, data: { id: mine?.id, status: 'approved' } })
  ).json();
  expect(review.code).toBe(0);

  await page.reload();
  const listed = page.getByRole('link', { name: siteName });
  await expect(listed).toHaveAttribute('href', 'https://example.com/e2e');
  await expect(listed).toHaveAttribute('target', '_blank');
  await expect(listed).toHaveAttribute('rel', 'noopener noreferrer');

  // Its owner edits it: back to review, so it leaves the list.
  await page.getByRole('button', { name: `修改友链 ${siteName}` }).click();
  const edit = page.getByRole('dialog', { name: '修改友链' });
  await edit.getByRole('textbox', { name: '网站描述' }).fill('改过的描述');
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expect(toast(page, '修改成功，等待博主审核通过')).toBeVisible();
  await expect(page.getByRole('link', { name: siteName })).toHaveCount(0);
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: PHONE });

  test('board, publish, a post and friend links fit and read', async ({ page, request }) => {
    const list = await (
      await request.post('/api/message/getMessageList', { data: { current: 1, size: 1, tag: '', message: '' } })
    ).json();
    const id = list.result.list[0].id as number;
    await page.goto('/message/list');
    await showTheme(page, 'dark');
    for (const [path, ready] of [
      ['/message/list', page.getByTestId('message-cards').getByRole('article').first()],
      ['/message/publish', page.getByTestId('message-preview')],
      [`/message/detail?id=${id}`, page.getByRole('region', { name: '评论' })],
      ['/link/list', page.getByTestId('link-cards').getByRole('article').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expect(page.locator('button[data-theme-mode]').first()).toHaveAttribute('data-theme-mode', 'dark');
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    }
  });
});

/** axe's WCAG 2.1 A/AA rules in both themes; serious or critical findings fail (as in the a11y gate). */
async function expectAccessibleInBothThemes(page: Page, what: string) {
  // Let the page's requests finish and its colour transitions end before measuring.
  await networkQuiet(page);
  await page.waitForTimeout(1000);
  for (let pass = 0; pass < 2; pass += 1) {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(' | ')}`);
    expect(blocking, `${what} (${await themeOf(page)} theme)`).toEqual([]);
    if (pass === 0) await toggleTheme(page);
  }
}

test('states beyond the page gate are accessible: wall, own post, form errors, link dialog', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await injectSession(context, await apiLogin(request, baseURL ?? '', 'admin', E2E_ADMIN_PASSWORD));
  await page.goto('/message/list');
  await page.getByRole('button', { name: '切换为弹幕模式' }).click();
  await expect(page.getByRole('list', { name: '弹幕留言墙' }).getByRole('listitem').first()).toBeAttached();
  await page.getByRole('button', { name: '暂停弹幕' }).click();
  await expectAccessibleInBothThemes(page, 'danmaku wall');

  const list = await (
    await request.post('/api/message/getMessageList', { data: { current: 1, size: 1, tag: '', message: '' } })
  ).json();
  await page.goto(`/message/detail?id=${list.result.list[0].id}`);
  await expect(page.getByRole('button', { name: '删除' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '评论' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'a post with edit and delete');

  await page.goto('/message/publish');
  await page.getByRole('button', { name: '发布留言' }).click();
  await expect(page.getByText('请输入留言内容')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'publish form with errors');

  await page.goto('/link/list');
  await page.getByRole('button', { name: '友链申请' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入网站名称')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'friend-link dialog with errors');
});
