import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { expect, test } from './fixtures';

/** `YYYY-MM-DD HH:mm:ss` in the blog's zone (BLOG_TZ, Asia/Shanghai by default), the form publish_at takes. */
const blogTime = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(ms);

// docs/behaviour.md §11.1, on the built server as it runs in production (the system clock, no test
// clock): a scheduled article stays out of the cached /home and the feed, and is in both at its time,
// published by the server itself without a restart.
test('a scheduled article appears on /home and in the RSS at its time, by itself', async ({ page, request }) => {
  const login = await request.post('/api/user/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const token = (await login.json()).result.token as string;
  const title = `到点发布的文章 ${Date.now()}`;
  const created = await request.post('/api/admin/article', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      article_title: title,
      article_content: '这篇文章到点自己发布。',
      category_name: '生活随笔',
      status: 'public',
      publish_at: blogTime(Date.now() + 6_000),
    },
  });
  expect((await created.json()).message).toMatch(/^已定时，将于 .+ 发布$/);
  const feed = async () => (await request.get('/rss.xml')).text();
  expect(await (await request.get('/home')).text()).not.toContain(title);
  expect(await feed()).not.toContain(title);

  await expect.poll(feed, { timeout: 30_000, intervals: [1_000] }).toContain(title);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});
