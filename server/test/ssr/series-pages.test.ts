import { useTestApp } from '../helpers';
import { actors, call } from '../admin/guard';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

// docs/behaviour.md §9.6: /series and /series?id=N are rendered on the server with their data; a
// malformed id or a missing series answers the 404 page, like a missing article.
describe('server-rendered series pages', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({ env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() } });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'blog.test' } });
  let seriesId: number;
  beforeAll(async () => {
    const { admin } = await actors(ctx);
    const created = await call(ctx, admin.token, 'POST', '/api/admin/series', {
      name: '砚池专栏',
      description: '关于磨墨的一组文章',
    });
    seriesId = created.json().result.id;
    for (const [title, status] of [
      ['磨墨第一篇', 'public'],
      ['磨墨私密篇', 'private'],
    ])
      await call(ctx, admin.token, 'POST', '/api/admin/article', {
        article_title: title,
        article_content: '正文',
        category_name: '随笔',
        status,
        series_id: seriesId,
      });
  });

  it('renders /series with every series', async () => {
    const res = await get('/series');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Switched to client rendering');
    expect(res.body).toContain('砚池专栏');
    expect(res.body).toContain('关于磨墨的一组文章');
  });

  it('renders /series?id=N with its public posts and its feed, never a private one', async () => {
    const res = await get(`/series?id=${seriesId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('磨墨第一篇');
    expect(res.body).not.toContain('磨墨私密篇');
    expect(res.body).toContain(`/series/${seriesId}/rss.xml`);
    expect(res.body).toContain(`<link rel="canonical" href="http://blog.test/series?id=${seriesId}"`);
  });

  it('answers the 404 page for a missing series or a malformed id', async () => {
    for (const url of ['/series?id=999999', '/series?id=abc', '/series?id=']) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });
});
