import { seedDemoContent } from '../../src/db/seed';
import { adminUser, useTestApp, type TestUser } from '../helpers';
import { ensureRenderBundle, templateClientDir } from '../ssr/render-bundle';

/** Closes the page's <style> and redirects every reader of the cached page (a meta refresh is not stopped by CSP). */
const BREAKOUT =
  'https://img.example/a.png")}.x{content:\'</style><meta http-equiv="refresh" content="0;url=https://evil.example">\'}.y{a:url("b';
const ARTICLE = { article_title: 't', article_content: 'x', category_name: '杂记', status: 'public' };
const HOSTILE = [
  BREAKOUT,
  'https://img.example/a.png)',
  "https://img.example/a'.png",
  'https://img.example/a b.png',
  '/uploads/a.png"><script>',
  'javascript:alert(1)',
  '//evil.example/a.png',
];

/**
 * Attack 14: URL fields breaking out of the page's CSS or an attribute. Every writer refuses a URL
 * that is not our own /uploads/ path or a plain http(s) URL (protocol/urlRules.ts), and a value
 * stored before the rule still cannot leave the server-rendered <style> (cssUrl, renderPage).
 */
describe('attack 14: URL fields breaking out of CSS and attributes', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({
    env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() },
    // Values stored before the rule (or by an older import): the render must still keep them in their CSS.
    prepare: async (db, config) => {
      await seedDemoContent(db, config);
      await db.updateTable('page_headers').set({ bg_url: BREAKOUT }).execute();
      await db.updateTable('config').set({ avatar_bg: BREAKOUT }).execute();
      await db.updateTable('articles').set({ article_cover: BREAKOUT }).execute();
    },
  });
  let admin: TestUser;
  beforeAll(async () => {
    admin = await adminUser(ctx);
  });
  const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: { authorization: admin.token }, payload });

  const writers: Array<[string, 'POST' | 'PUT', string, (url: string) => object]> = [
    ['banner', 'POST', '/api/admin/pageHeader', (url) => ({ route_name: `r${Math.random()}`, bg_url: url })],
    ['article cover', 'POST', '/api/admin/article', (url) => ({ ...ARTICLE, article_cover: url })],
    ['article origin', 'POST', '/api/admin/article', (url) => ({ ...ARTICLE, type: 2, origin_url: url })],
    ['config avatar', 'PUT', '/api/admin/config', (url) => ({ blog_avatar: url })],
    ['config background', 'PUT', '/api/admin/config', (url) => ({ avatar_bg: url })],
    ['social link', 'PUT', '/api/admin/config', (url) => ({ github_link: url })],
    ['group', 'PUT', '/api/admin/config', (url) => ({ qq_group: url })],
    ['filing link', 'PUT', '/api/admin/config', (url) => ({ filing_url: url })],
    ['talk image', 'POST', '/api/admin/talk', (url) => ({ content: 'x', talkImgList: [url] })],
    ['album cover', 'POST', '/api/admin/album', (url) => ({ album_name: 'x', album_cover: url, description: '' })],
    [
      'resource site',
      'POST',
      '/api/admin/resource/site',
      (url) => ({ category_id: 1, name: 'x', url, description: '' }),
    ],
    [
      'resource icon',
      'POST',
      '/api/admin/resource/site',
      (url) => ({ category_id: 1, name: 'x', url: 'https://a.example', description: '', icon: url }),
    ],
  ];

  it.each(writers)('the %s refuses every hostile URL with a Chinese 400', async (_name, method, url, body) => {
    // The same body with a plain URL is accepted: each refusal below is the URL's.
    const good =
      url.includes('resource') && _name.includes('icon') ? '/uploads/seed/avatar.png' : 'https://img.example/ok.png';
    expect((await as(method, url, body(good))).json().code).toBe(0);
    for (const hostile of HOSTILE) {
      const response = await as(method, url, body(hostile));
      expect([hostile, response.statusCode]).toEqual([hostile, 400]);
      expect(response.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('a friend link refuses a URL with a quote or parenthesis', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/add',
      headers: { authorization: admin.token },
      payload: { site_name: 'x', site_desc: 'y', site_avatar: '', url: 'https://a.example/")}' },
    });
    expect(response.json().code).not.toBe(0);
  });

  it.each([
    ['//evil.example', 'admin_url'],
    ['/\\evil.example', 'admin_url'],
    ['javascript:alert(1)', 'github_link'],
  ])('the config refuses %p as %s', async (value, field) => {
    const response = await as('PUT', '/api/admin/config', { [field]: value });
    expect(response.statusCode).toBe(400);
  });

  it('keeps a value stored before the rule inside the server-rendered CSS', async () => {
    const article = await ctx.db
      .selectFrom('articles')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .limit(1)
      .offset(1)
      .executeTakeFirstOrThrow();
    for (const path of ['/home', '/talk', `/article?id=${article.id}`, '/archives']) {
      const page = await ctx.app.inject({ method: 'GET', url: path });
      expect([path, page.statusCode]).toEqual([path, 200]);
      expect([path, page.body.includes('<meta http-equiv="refresh"')]).toEqual([path, false]);
      // The value is on the page (in CSS or an attribute), just never outside it.
      expect([path, page.body.includes('img.example/a.png')]).toEqual([path, true]);
    }
  });
});
