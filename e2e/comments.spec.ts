import { expect, test, type Page } from './fixtures';
import { solvedCaptcha } from './captcha';
import { apiLogin, injectSession, registerReader } from './chatSession';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { HELD_LABEL, REVIEW_MESSAGES } from '../protocol/spamRules';
import { TARGET } from '../protocol/interactionRules';

// docs/behaviour.md §9.4, comments and likes on the article page: a visitor must log in to post (请先登录 opens
// the login dialog); a registered reader comments, replies (@name), likes and deletes with a confirm.
const toast = (page: Page, text: string | RegExp) => page.locator('[role=status]').filter({ hasText: text }).first();
const dialog = (page: Page) => page.getByRole('dialog');

test('comments: login required, comment, reply, like, delete', async ({ page, request }) => {
  const username = `cmt${Date.now().toString(36)}`;
  const password = 'abc123!';
  const altcha = await solvedCaptcha(request);
  const data = { username, password, nick_name: '评论读者', altcha };
  expect((await (await request.post('/api/user/register', { data })).json()).code).toBe(0);
  const home = await (await request.get('/api/article/blogHomeGetArticleList/1/1')).json();
  const articleId = home.result.list[0].id as number;

  await page.goto(`/article?id=${articleId}`);
  const section = page.getByRole('region', { name: '评论' });
  await expect(section).toBeVisible();
  const total = section.getByTestId('comment-total');
  const before = Number(await total.textContent());

  // A visitor may like but must log in to post.
  await section.getByRole('textbox', { name: '写下你的评论…' }).fill('游客想说话');
  await section.getByRole('button', { name: '发表评论' }).click();
  await expect(toast(page, '请先登录')).toBeVisible();
  await dialog(page).getByLabel('用户账号').fill(username);
  await dialog(page).getByLabel('用户密码').fill(password);
  await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
  await expect(toast(page, '登录成功')).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  // Comment: it shows first, with the total one higher.
  const text = `端到端评论 ${Date.now()}`;
  await section.getByRole('textbox', { name: '写下你的评论…' }).fill(text);
  await section.getByRole('button', { name: '发表评论' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  const mine = section.getByRole('article', { name: '评论读者的评论' }).filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(total).toHaveText(String(before + 1));

  // Reply to it: the reply names whom it answers.
  await mine.getByRole('button', { name: '回复' }).click();
  await section.getByRole('textbox', { name: '回复 @评论读者' }).fill('自己回复自己');
  await section.getByRole('button', { name: '发表回复' }).click();
  const reply = section
    .getByRole('list', { name: '回复列表' })
    .getByRole('article')
    .filter({ hasText: '自己回复自己' });
  await expect(reply).toContainText('@评论读者');
  await expect(total).toHaveText(String(before + 2));

  // Like the comment and take it back; the count follows.
  const like = mine.getByRole('button', { name: '点赞' });
  await expect(like).toHaveText('0');
  await like.click();
  await expect(mine.getByRole('button', { name: '取消点赞' })).toHaveText('1');
  await mine.getByRole('button', { name: '取消点赞' }).click();
  await expect(mine.getByRole('button', { name: '点赞' })).toHaveText('0');

  // Delete with a confirm: the comment goes with its reply.
  await mine.getByRole('button', { name: '删除' }).first().click();
  await expect(dialog(page)).toContainText('确认删除这条评论吗');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(section.getByText(text)).toHaveCount(0);
  await expect(total).toHaveText(String(before));

  // After a reload the state comes from the server.
  await page.reload();
  await expect(page.getByRole('region', { name: '评论' }).getByText(text)).toHaveCount(0);
});

// docs/behaviour.md §13.1–13.2: the reader's browser solves the real ALTCHA challenge (no test
// shortcut: the form's own widget), the comment waits as 待审核, and the author's 通过 in the desk
// publishes it for everyone.
test('a held comment: solved in the browser, 待审核 for its writer, approved from the desk', async ({
  page,
  request,
  browser,
}) => {
  const admin = await apiLogin(request, '', 'admin', E2E_ADMIN_PASSWORD);
  const headers = { Authorization: admin.token };
  const settings = (await (await request.get('/api/admin/spam/settings', { headers })).json()).result;
  const hold = await request.put('/api/admin/spam/settings', { headers, data: { ...settings, review_comment: 'all' } });
  expect((await hold.json()).code).toBe(0);
  try {
    await registerReader(page.context(), request, '', 'held', '待审读者');
    const home = await (await request.get('/api/article/blogHomeGetArticleList/1/1')).json();
    const articleId = home.result.list[0].id as number;
    await page.goto(`/article?id=${articleId}`);
    const section = page.getByRole('region', { name: '评论' });
    const text = `等待审核的评论 ${Date.now()}`;
    await section.getByRole('textbox', { name: '写下你的评论…' }).fill(text);
    await section.getByRole('button', { name: '发表评论' }).click();
    await expect(toast(page, REVIEW_MESSAGES.held)).toBeVisible();
    const mine = section.getByRole('article', { name: '待审读者的评论' }).filter({ hasText: text });
    await expect(mine.getByText(HELD_LABEL, { exact: true })).toBeVisible();
    // What a guest's browser asks for (no token): the article's newest comments.
    const guestSees = async () => {
      const data = { type: TARGET.article, for_id: articleId, current: 1, size: 20, order: 'new' };
      const answer = await (await request.post('/api/comment/frontGetParentComment', { data })).json();
      return (answer.result.list as { content: string }[]).some((c) => c.content.includes(text));
    };
    expect(await guestSees()).toBe(false);

    const desk = await browser.newContext();
    await injectSession(desk, admin);
    const deskPage = await desk.newPage();
    await deskPage.goto('/admin/review');
    const row = deskPage.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: '通过' }).click();
    await expect(toast(deskPage, '操作成功')).toBeVisible();
    await expect(row).toHaveCount(0);
    await desk.close();

    await page.reload();
    await expect(mine).toBeVisible();
    await expect(mine.getByText(HELD_LABEL, { exact: true })).toHaveCount(0);
    await expect.poll(guestSees).toBe(true);
  } finally {
    await request.put('/api/admin/spam/settings', { headers, data: settings });
  }
});
