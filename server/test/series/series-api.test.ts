import { articleRow } from '../fixtures/articles';
import { useTestApp } from '../helpers';
import { actors, call, expectGuarded, type AdminActors } from '../admin/guard';

// docs/behaviour.md §9.6: the desk writes series and orders their posts; readers see each series
// with its public posts only, in the author's order.
describe('series (专栏)', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    call(ctx, who.admin.token, method, url, payload);
  const create = async (payload: object) => (await asAdmin('POST', '/api/admin/series', payload)).json();
  /** A post in series `series_id` at place `series_order`, public unless `status` says otherwise. */
  const post = async (title: string, series_id: number, series_order: number, status = 1) => {
    const row = articleRow({ article_title: title, author_id: who.admin.id, createdAt: '2026-01-01 00:00:00' });
    const { id } = await ctx.db
      .insertInto('articles')
      .values({ ...row, status, series_id, series_order })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  it('is written by the admin only', async () => {
    await expectGuarded(ctx, who, 'GET', '/api/admin/series');
    await expectGuarded(ctx, who, 'POST', '/api/admin/series', { description: '缺名' });
    await expectGuarded(ctx, who, 'PUT', '/api/admin/series/1', { nope: 1 });
    await expectGuarded(ctx, who, 'PUT', '/api/admin/series/1/order', { idList: 'x' });
    await expectGuarded(ctx, who, 'DELETE', '/api/admin/series/0');
  });

  it('refuses an empty or taken name and a missing series in clear Chinese', async () => {
    const blank = await asAdmin('POST', '/api/admin/series', { name: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, '专栏名称不能为空']);
    const first = await create({ name: ' 砚边 ', description: '写字的事', cover: '' });
    expect(first.code).toBe(0);
    const taken = await asAdmin('POST', '/api/admin/series', { name: '砚边' });
    expect([taken.statusCode, taken.json().message]).toEqual([400, '已有同名专栏']);
    const missing = await asAdmin('PUT', '/api/admin/series/99999', { name: '无' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, '专栏不存在']);
    const gone = await ctx.app.inject({ url: '/api/series/99999' });
    expect([gone.statusCode, gone.json().message]).toEqual([404, '专栏不存在']);
    const row = await ctx.db.selectFrom('series').select('name').where('id', '=', first.result.id).executeTakeFirst();
    expect(row?.name).toBe('砚边');
  });

  it('shows readers only public posts, in the author’s order, and counts only those', async () => {
    const { id } = (await create({ name: '读书笔记', description: '读过的书', cover: '/uploads/cover.webp' })).result;
    const third = await post('第三', id, 3);
    const first = await post('第一', id, 1);
    await post('私密', id, 2, 2);
    await post('草稿', id, 4, 3);
    await post('定时', id, 5, 4);
    const list = (await ctx.app.inject({ url: '/api/series' })).json().result;
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({
      name: '读书笔记',
      description: '读过的书',
      cover: '/uploads/cover.webp',
      postCount: 2,
    });
    const one = (await ctx.app.inject({ url: `/api/series/${id}` })).json().result;
    expect(one.series.postCount).toBe(2);
    expect(one.posts.map((p: { id: number }) => p.id)).toEqual([first, third]);
    const desk = (await asAdmin('GET', `/api/admin/series/${id}`)).json().result;
    expect(desk.series.postCount).toBe(5);
    expect(desk.posts.map((p: { article_title: string; status: string }) => [p.article_title, p.status])).toEqual([
      ['第一', 'public'],
      ['私密', 'private'],
      ['第三', 'public'],
      ['草稿', 'draft'],
      ['定时', 'scheduled'],
    ]);
  });

  it('orders the posts by the full list the desk sends, and refuses any other list', async () => {
    const { id } = (await create({ name: '排序' })).result;
    const a = await post('甲', id, 1);
    const b = await post('乙', id, 2);
    const c = await post('丙', id, 3, 2);
    const partial = await asAdmin('PUT', `/api/admin/series/${id}/order`, { idList: [b, a] });
    expect([partial.statusCode, partial.json().message]).toEqual([400, '排序须恰好列出专栏中的全部文章']);
    const stranger = await post('别处', (await create({ name: '别处' })).result.id, 1);
    const foreign = await asAdmin('PUT', `/api/admin/series/${id}/order`, { idList: [b, a, stranger] });
    expect(foreign.statusCode).toBe(400);
    const saved = await asAdmin('PUT', `/api/admin/series/${id}/order`, { idList: [c, b, a] });
    expect(saved.statusCode).toBe(200);
    const one = (await ctx.app.inject({ url: `/api/series/${id}` })).json().result;
    expect(one.posts.map((p: { id: number }) => p.id)).toEqual([b, a]);
    const missing = await asAdmin('PUT', '/api/admin/series/99999/order', { idList: [] });
    expect([missing.statusCode, missing.json().message]).toEqual([404, '专栏不存在']);
  });

  it('edits a series, and deleting one keeps its posts, in no series', async () => {
    const { id } = (await create({ name: '旧名' })).result;
    const kept = await post('留下', id, 1);
    expect((await asAdmin('PUT', `/api/admin/series/${id}`, { name: '新名', description: '改过' })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ url: `/api/series/${id}` })).json().result.series).toMatchObject({
      name: '新名',
      description: '改过',
    });
    expect((await asAdmin('DELETE', `/api/admin/series/${id}`)).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('articles')
      .select(['series_id', 'status'])
      .where('id', '=', kept)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ series_id: null, status: 1 });
    expect((await ctx.app.inject({ url: `/api/series/${id}` })).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/series/${id}`)).statusCode).toBe(404);
  });
});
