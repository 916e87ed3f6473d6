import { seedDemoContent } from '../../src/db/seed';
import { useTestApp, type TestContext } from '../helpers';
import { actors, call } from '../admin/guard';
import { ensureRenderBundle, templateClientDir } from '../ssr/render-bundle';
import { decode } from './decode-html';

// docs/behaviour.md §9.6 and §8.4: /series is titled 专栏; /series?id=N by the series' name, described
// by its description and shown by its cover; a malformed id or a missing series is the 404 page. The
// same head whether the page is rendered on the server or served unrendered (read from the database).

const HOST = 'blog.example';
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`).exec(html);
  return match ? decode(match[1]) : undefined;
}

const seededSeries = (ctx: TestContext) =>
  ctx.db
    .selectFrom('series')
    .select(['id', 'name', 'description', 'cover'])
    .where('name', '=', '数据库笔记')
    .executeTakeFirstOrThrow();

describe.each([
  ['rendered on the server', () => ensureRenderBundle()],
  ['served unrendered', () => ''],
])('the head of the series pages, %s', (_mode, ssrEntry) => {
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry(), CLIENT_DIR: templateClientDir() } });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html' } });

  it('/series: the list, titled 专栏', async () => {
    const res = await get('/series');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('专栏 - 砚');
    expect(metaOf(res.body, 'og:title')).toBe('专栏');
  });

  it('/series?id=N: the series’ name, its description and its cover', async () => {
    const series = await seededSeries(ctx);
    expect(series.cover).not.toBe('');
    const res = await get(`/series?id=${series.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(res.body)).toBe('数据库笔记 - 砚');
    expect(metaOf(res.body, 'og:title')).toBe('数据库笔记');
    expect(metaOf(res.body, 'description')).toBe(series.description);
    expect(metaOf(res.body, 'og:description')).toBe(series.description);
    expect(metaOf(res.body, 'og:image')).toBe(`http://${HOST}${series.cover}`);
    expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(res.body).toContain(`<link rel="canonical" href="http://${HOST}/series?id=${series.id}" />`);
  });

  it('a series with no public post is still its page, as GET /api/series/{id} answers it', async () => {
    const { admin } = await actors(ctx);
    const created = await call(ctx, admin.token, 'POST', '/api/admin/series', { name: '空的专栏' });
    const id: number = created.json().result.id;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/series/${id}` })).statusCode).toBe(200);
    const res = await get(`/series?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('空的专栏 - 砚');
    // No words or cover of its own: the blog's, as any page.
    expect(metaOf(res.body, 'description')).toBe(metaOf((await get('/series')).body, 'description'));
    expect(metaOf(res.body, 'twitter:card')).toBe('summary');

    await call(ctx, admin.token, 'PUT', `/api/admin/series/${id}`, { name: '改名的专栏' });
    expect(titleOf((await get(`/series?id=${id}`)).body)).toBe('改名的专栏 - 砚');
  });

  it('a missing series or a malformed id: 404 titled 页面不存在, not indexed', async () => {
    for (const url of ['/series?id=999999', '/series?id=abc', '/series?id=', '/series?id=1e1', '/series?id=0']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect([url, titleOf(res.body)]).toEqual([url, '页面不存在 - 砚']);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
