import { expect, test } from './fixtures';
import { apiLogin } from './chatSession';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { formatDateTime } from '../server/src/lib/time';

// docs/behaviour.md §11.1: a post scheduled a few seconds ahead is nowhere for readers until its
// time, then on /home and in the RSS feed by itself — the running server's publisher, no restart
// and no moved clock (the production build has none).

/** `YYYY-MM-DD HH:mm:ss` in the blog's zone (the e2e server leaves BLOG_TZ at its default). */
const blogTime = (at: Date) => formatDateTime(at, 'Asia/Shanghai');

test('a scheduled post appears on /home and in the RSS at its time, without a restart', async ({ request }) => {
  const admin = await apiLogin(request, '', 'admin', E2E_ADMIN_PASSWORD);
  const title = `定时发布的端到端文章 ${Date.now()}`;
  const created = await request.post('/api/admin/article', {
    headers: { Authorization: admin.token },
    data: {
      article_title: title,
      article_content: '到点才出现的正文。',
      category_name: '定时',
      tagNameList: ['定时'],
      status: 'public',
      publish_at: blogTime(new Date(Date.now() + 8_000)),
    },
  });
  expect(await created.json()).toMatchObject({ code: 0, message: expect.stringContaining('已定时') });

  const onHome = async () => (await (await request.get('/home')).text()).includes(title);
  const inFeed = async () => (await (await request.get('/rss.xml')).text()).includes(title);
  expect(await onHome()).toBe(false);
  expect(await inFeed()).toBe(false);

  await expect.poll(onHome, { timeout: 40_000, intervals: [1_000] }).toBe(true);
  expect(await inFeed()).toBe(true);
});
