import { seedDemoContent } from '../../src/db/seed';
import { useTestApp } from '../helpers';
import { ensureRenderBundle, templateClientDir } from '../ssr/render-bundle';
import { decode } from './decode-html';

// The head of a server-rendered page: the page's own head replaces the template's defaults once,
// next to the rendered body and its state.

describe('the head of server-rendered pages', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() } });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'blog.example' } });

  it('an article: one <title> with its title, og:title, the BlogPosting and the rendered text', async () => {
    const row = await ctx.db
      .selectFrom('articles')
      .select(['id', 'article_title'])
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await get(`/article?id=${row.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${row.article_title} - 砚`);
    expect(html).toContain(`<meta property="og:title" content="`);
    expect(html).toContain(`<link rel="canonical" href="http://blog.example/article?id=${row.id}" />`);
    expect(html).not.toContain('name="app-head"');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'BlogPosting', headline: row.article_title });
    // The head sits in <head>, the rendered article in #root.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<div id="root">.+<\/div>/s);
  });

  it('a missing article and an unknown page: 404 titled 页面不存在, not indexed', async () => {
    for (const url of ['/article?id=999999', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(/<title>([^<]*)<\/title>/.exec(res.body)?.[1]).toBe('页面不存在 - 砚');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('/admin: 200 with the app shell and its neutral loading state, never the public 404 page', async () => {
    for (const url of ['/admin', '/admin/articles']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(/<title>([^<]*)<\/title>/.exec(res.body)?.[1]).toBe('后台管理 - 砚');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('加载中…');
      expect(res.body).not.toContain('抱歉，您访问的页面不存在');
    }
  });

  it('/home: the blog name alone, and the head survives the response cache', async () => {
    const first = await get('/home');
    const second = await get('/home');
    expect(second.headers['x-cache']).toBe('HIT');
    for (const res of [first, second]) expect(/<title>([^<]*)<\/title>/.exec(res.body)?.[1]).toBe('砚');
  });
});
