import { now } from '../../src/lib/time';
import { actors, call, type AdminActors } from './guard';
import { pgliteTestApp } from '../postgres/pglite';
import { isUploadReferenced, referenceColumns } from '../../src/modules/upload/references';

// The admin API on PostgreSQL (PGlite over the wire protocol, as server/test/postgres does): the
// main cases, so the Kysely queries (LIKE … ESCAPE, upserts, transactions, counts) hold on both.
const ctx = pgliteTestApp();
let who: AdminActors;
beforeAll(async () => {
  who = await actors(ctx);
});

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(ctx, who.admin.token, method, url, body);

describe('admin API on PostgreSQL', () => {
  it('the upload reference check reads every text column here too', async () => {
    const columns = (await referenceColumns(ctx.db)).map(([table, column]) => `${table}.${column}`);
    expect(columns).toEqual(expect.arrayContaining(['resource_sites.icon', 'talks.content', 'config.we_chat_link']));
    expect(columns).not.toContain('users.password_hash');
    const name = 'abcdefabcdefabcdefabcdefabcdef12.png';
    expect(await isUploadReferenced(ctx.db, name)).toBe(false);
    await as('PUT', '/api/admin/config', { blog_notice: `看 /uploads/${name}` });
    expect(await isUploadReferenced(ctx.db, name)).toBe(true);
  });

  it('a NUL that reaches PostgreSQL is a Chinese 400, not a 500', async () => {
    const response = await as('PUT', '/api/admin/config', { blog_notice: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('请求内容不能包含空字符');
  });

  it('refuses anonymous and readers before validating', async () => {
    expect((await call(ctx, null, 'POST', '/api/admin/article', {})).statusCode).toBe(401);
    expect((await call(ctx, who.reader.token, 'POST', '/api/admin/article', {})).statusCode).toBe(403);
    expect((await as('POST', '/api/admin/article', {})).statusCode).toBe(400);
  });

  it('articles: create with new category and tags, search, edit, delete with comments and likes', async () => {
    const body = '<script>alert(1)</script> 正文 100%';
    const created = await as('POST', '/api/admin/article', {
      article_title: 'PG 文章 50%_off',
      article_content: body,
      category_name: '新分类',
      tagNameList: ['甲', '乙'],
      status: 'public',
    });
    const id = created.json().result.id as number;
    const again = await as('POST', '/api/admin/article', {
      article_title: '同分类',
      article_content: 'x',
      category_name: '新分类',
      tagNameList: ['乙'],
      status: 'draft',
    });
    expect(again.json().code).toBe(0);
    expect((await as('GET', `/api/admin/article/${id}`)).json().result).toMatchObject({
      article_content: body,
      tagNameList: ['甲', '乙'],
      category_name: '新分类',
    });
    expect((await as('GET', '/api/admin/article?keyword=50%25_')).json().result.total).toBe(1);
    expect((await as('GET', '/api/admin/article?keyword=pg')).json().result.total).toBe(1);
    expect((await as('GET', '/api/admin/article?status=draft')).json().result.total).toBe(1);
    expect((await as('PUT', `/api/admin/article/${id}`, { tagNameList: ['丙'], is_top: 1 })).json().code).toBe(0);
    const { id: commentId } = await ctx.db
      .insertInto('comments')
      .values({
        type: 1,
        for_id: id,
        from_id: who.reader.id,
        to_id: null,
        parent_id: null,
        content: 'c',
        thumbs_up: 0,
        createdAt: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('comments')
      .values({
        type: 1,
        for_id: id,
        from_id: who.admin.id,
        to_id: who.reader.id,
        parent_id: commentId,
        content: 'r',
        thumbs_up: 0,
        createdAt: now(),
      })
      .execute();
    await ctx.db
      .insertInto('likes')
      .values({ type: 1, for_id: id, user_id: who.reader.id, visitor: null, createdAt: now() })
      .execute();
    expect((await as('DELETE', `/api/admin/article/${id}`)).json().code).toBe(0);
    expect(
      await ctx.db.selectFrom('comments').selectAll().where('for_id', '=', id).where('type', '=', 1).execute(),
    ).toEqual([]);
    expect(
      await ctx.db.selectFrom('likes').selectAll().where('for_id', '=', id).where('type', '=', 1).execute(),
    ).toEqual([]);
  });

  it('users: the last admin stays, a disabled user is refused', async () => {
    expect((await as('PUT', `/api/admin/user/${who.admin.id}`, { role: 2 })).json().code).toBe(1);
    expect((await as('PUT', `/api/admin/user/${who.reader.id}`, { disabled: true })).json().result.disabled).toBe(true);
    expect((await call(ctx, who.reader.token, 'GET', '/api/admin/user')).statusCode).toBe(401);
    expect((await as('GET', '/api/admin/user?keyword=READ')).json().result.list[0]).toMatchObject({ disabled: true });
  });

  it('config, dashboard and daily views', async () => {
    expect(
      (await as('PUT', '/api/admin/config', { blog_name: '砚', filing_number: '备案号' })).json().result,
    ).toMatchObject({
      blog_name: '砚',
      admin_url: '/admin',
    });
    await ctx.app.inject({ method: 'PUT', url: '/api/config/addView' });
    await ctx.app.inject({ method: 'PUT', url: '/api/config/addView' });
    const dash = (await as('GET', '/api/admin/dashboard')).json().result;
    expect(dash.series[29].views).toBe(2);
    expect(dash.series[29].comments).toBeGreaterThanOrEqual(0);
    expect(dash.articleCount).toBe(1);
    // Pending work's counts and lists run on PostgreSQL too.
    expect(dash.pending).toMatchObject({ linkCount: 0, noticeCount: expect.any(Number) });
    expect(dash.pending.comments.length).toBeLessThanOrEqual(5);
  });

  it('albums, photos and moderation lists', async () => {
    const album = (await as('POST', '/api/admin/album', { album_name: '相册' })).json().result.id as number;
    const added = await as('POST', `/api/admin/album/${album}/photo`, {
      urlList: ['/uploads/seed/a.jpg', '/uploads/seed/b.jpg'],
    });
    const ids = added.json().result.list.map((p: { id: number }) => p.id) as number[];
    await as('PUT', `/api/admin/album/${album}/photo/order`, { idList: [...ids].reverse() });
    expect((await as('GET', `/api/admin/album/${album}/photo`)).json().result.map((p: { id: number }) => p.id)).toEqual(
      [...ids].reverse(),
    );
    expect((await as('GET', '/api/admin/album')).json().result[0]).toMatchObject({ photoCount: 2 });
    expect((await as('DELETE', `/api/admin/album/${album}`)).json().code).toBe(0);
    expect((await as('GET', '/api/admin/comment?keyword=r')).json().code).toBe(0);
    expect((await as('GET', '/api/admin/message')).json().code).toBe(0);
    expect((await as('GET', '/api/admin/chat')).json().code).toBe(0);
    expect((await as('GET', '/api/admin/link?status=all')).json().code).toBe(0);
    const category = await as('POST', '/api/admin/resource/category', { type: 'back', key: 'db', name: '数据库' });
    expect(category.json().code).toBe(0);
  });
});
