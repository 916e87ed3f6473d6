import { useTestApp } from '../helpers';
import { actors, call, type AdminActors } from '../admin/guard';

// docs/behaviour.md §9.6: each series has its own feeds, and the sitemap lists /series and each
// series with a public post.
describe('series feeds and the sitemap', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  let seriesId: number;
  beforeAll(async () => {
    who = await actors(ctx);
    seriesId = (await call(ctx, who.admin.token, 'POST', '/api/admin/series', { name: '墨池' })).json().result.id;
    const write = (title: string, status: string, series_id: number | null) =>
      call(ctx, who.admin.token, 'POST', '/api/admin/article', {
        article_title: title,
        article_content: '正文',
        category_name: '随笔',
        status,
        series_id,
      });
    await write('公开篇', 'public', seriesId);
    await write('私密篇', 'private', seriesId);
    await write('别处篇', 'public', null);
  });

  it.each(['rss', 'atom'])('%s: the series’ public posts only, under its name', async (format) => {
    const res = await ctx.app.inject({ url: `/series/${seriesId}/${format}.xml`, headers: { host: 'blog.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('公开篇');
    expect(res.body).toContain('墨池');
    expect(res.body).not.toContain('私密篇');
    expect(res.body).not.toContain('别处篇');
    expect(res.body).toContain(`http://blog.test/series?id=${seriesId}`);
  });

  it('answers 404 for an unknown series', async () => {
    const res = await ctx.app.inject({ url: '/series/99999/rss.xml' });
    expect([res.statusCode, res.json().message]).toEqual([404, '专栏不存在']);
  });

  it('lists /series and each series with a public post in the sitemap', async () => {
    const empty = (await call(ctx, who.admin.token, 'POST', '/api/admin/series', { name: '空' })).json().result.id;
    const res = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'blog.test' } });
    expect(res.body).toContain('<loc>http://blog.test/series</loc>');
    expect(res.body).toContain(`<loc>http://blog.test/series?id=${seriesId}</loc>`);
    expect(res.body).not.toContain(`series?id=${empty}<`);
  });
});
