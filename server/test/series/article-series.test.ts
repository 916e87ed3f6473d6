import { useTestApp } from '../helpers';
import { actors, call, type AdminActors } from '../admin/guard';

// docs/behaviour.md §9.6: the editor's 所属专栏 (`series_id`) on the admin article API, and the
// placement a reader's article page gets (本文属于《…》第 n 篇, the list, previous and next).
describe('a post in a series', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  let seriesId: number;
  beforeAll(async () => {
    who = await actors(ctx);
    seriesId = (await call(ctx, who.admin.token, 'POST', '/api/admin/series', { name: '砚台' })).json().result.id;
  });
  const write = (title: string, extra: object = {}) =>
    call(ctx, who.admin.token, 'POST', '/api/admin/article', {
      article_title: title,
      article_content: `${title}的正文`,
      category_name: '随笔',
      status: 'public',
      ...extra,
    });
  const detail = async (id: number) => (await ctx.app.inject({ url: `/api/article/getArticleById/${id}` })).json();

  it('refuses a series that does not exist, on create and on edit', async () => {
    const created = await write('无处', { series_id: 99999 });
    expect([created.statusCode, created.json().message]).toEqual([400, '专栏不存在']);
    const id = (await write('有处')).json().result.id;
    const edited = await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${id}`, { series_id: 99999 });
    expect([edited.statusCode, edited.json().message]).toEqual([400, '专栏不存在']);
  });

  it('places joining posts last and answers their place to readers, public posts only', async () => {
    const first = (await write('一', { series_id: seriesId })).json().result.id;
    const hidden = (await write('私', { series_id: seriesId, status: 'private' })).json().result.id;
    const second = (await write('二')).json().result.id;
    expect(
      (await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${second}`, { series_id: seriesId })).statusCode,
    ).toBe(200);
    const third = (await write('三', { series_id: seriesId })).json().result.id;
    const editor = (await call(ctx, who.admin.token, 'GET', `/api/admin/article/${second}`)).json().result;
    expect(editor.series_id).toBe(seriesId);

    const posts = [first, second, third].map((id, i) => ({ id, article_title: ['一', '二', '三'][i] }));
    expect((await detail(second)).result.series).toEqual({
      id: seriesId,
      name: '砚台',
      position: 2,
      posts,
      previous: posts[0],
      next: posts[2],
    });
    expect((await detail(first)).result.series).toMatchObject({ position: 1, previous: null, next: posts[1] });
    expect((await detail(third)).result.series).toMatchObject({ position: 3, previous: posts[1], next: null });
    expect(JSON.stringify((await detail(first)).result.series)).not.toContain(String(hidden));

    // An edit that keeps the series keeps the place; taking the post out removes the placement.
    await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${first}`, {
      series_id: seriesId,
      article_title: '一改',
    });
    expect((await detail(first)).result.series.position).toBe(1);
    await call(ctx, who.admin.token, 'PUT', `/api/admin/article/${first}`, { series_id: null });
    expect((await detail(first)).result).not.toHaveProperty('series');
    expect((await detail(second)).result.series).toMatchObject({ position: 1, previous: null });
  });
});
