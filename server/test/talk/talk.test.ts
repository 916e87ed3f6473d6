import { adminUser, createUser, useTestApp, type TestUser } from '../helpers';
import { insertTalk, notificationsOf } from '../fixtures/board';

const VISITOR = { 'x-visitor-id': 'talkvisitor0123456789' };

describe('talks', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await adminUser(ctx);
    ids.old = await insertTalk(ctx, admin.id, { content: '旧的', createdAt: '2025-01-01 10:00:00' });
    ids.pinned = await insertTalk(ctx, admin.id, { content: '置顶', createdAt: '2025-01-02 10:00:00', is_top: 1 });
    ids.images = await insertTalk(ctx, admin.id, {
      content: '有图',
      createdAt: '2025-01-03 10:00:00',
      images: ['/uploads/seed/a.png', '/uploads/seed/b.png'],
    });
    ids.private = await insertTalk(ctx, admin.id, { content: '私密', createdAt: '2025-01-04 10:00:00', status: 2 });
    ids.recycled = await insertTalk(ctx, admin.id, { content: '回收', createdAt: '2025-01-05 10:00:00', status: 3 });
  });

  const list = (current: number, size: number, headers = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/talk/blogGetTalkList', payload: { current, size }, headers });
  const byId = (id: number, headers = {}) => ctx.app.inject({ url: `/api/talk/getTalkById/${id}`, headers });

  it('lists public talks only, pinned first then newest, with images in order and the author', async () => {
    const res = await list(1, 10);
    expect(res.statusCode).toBe(200);
    const page = res.json().result;
    expect(page).toMatchObject({ current: 1, size: 10, total: 3 });
    expect(page.list.map((t: { id: number }) => t.id)).toEqual([ids.pinned, ids.images, ids.old]);
    // Sort order 2 then 1: b before a (the fixture stores them reversed).
    expect(page.list[1]).toMatchObject({
      content: '有图',
      is_top: 2,
      like_times: 0,
      talkImgList: ['/uploads/seed/b.png', '/uploads/seed/a.png'],
      nick_name: expect.any(String),
      avatar: expect.any(String),
      is_like: false,
    });
    expect(page.list[2].talkImgList).toEqual([]);
  });

  it('pages without overlap and bounds the page size', async () => {
    const second = (await list(2, 2)).json().result;
    expect(second.list.map((t: { id: number }) => t.id)).toEqual([ids.old]);
    expect((await list(1, 1001)).statusCode).toBe(400);
    expect((await list(0, 10)).statusCode).toBe(400);
    expect((await list(1, 500)).json().result.size).toBe(50);
  });

  it('answers one public talk by id; private, recycled and missing are the same 404', async () => {
    expect((await byId(ids.images)).json().result).toMatchObject({ id: ids.images, content: '有图' });
    for (const id of [ids.private, ids.recycled, 99999]) {
      const res = await byId(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('说说不存在或未公开');
    }
  });

  it('likes a public talk once per visitor, keeps like_times right and shows is_like', async () => {
    const like = (action: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/like/${action}`,
        payload: { type: 2, for_id: ids.old },
        headers: VISITOR,
      });
    expect((await like('addLike')).json().result).toEqual({ is_like: true, count: 1 });
    expect((await like('addLike')).json().result).toEqual({ is_like: true, count: 1 });
    expect((await byId(ids.old, VISITOR)).json().result).toMatchObject({ like_times: 1, is_like: true });
    expect((await byId(ids.old)).json().result.is_like).toBe(false);
    expect((await like('cancelLike')).json().result).toEqual({ is_like: false, count: 0 });
    expect((await like('cancelLike')).json().result).toEqual({ is_like: false, count: 0 });
  });

  it('refuses likes and comments on a private talk like a missing one', async () => {
    const reader = await createUser(ctx, { username: 'talkreader' });
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/like/addLike',
      payload: { type: 2, for_id: ids.private },
      headers: VISITOR,
    });
    expect(like.statusCode).toBe(404);
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/comment/add',
      payload: { type: 2, for_id: ids.private, content: '看到了' },
      headers: { authorization: reader.token },
    });
    expect(comment.statusCode).toBe(404);
    const total = await ctx.app.inject({
      method: 'POST',
      url: '/api/comment/getCommentTotal',
      payload: { type: 2, for_id: ids.private },
    });
    expect(total.statusCode).toBe(404);
  });

  it('a comment on a talk notifies its owner with type 2 and the talk id', async () => {
    const reader = await createUser(ctx, { username: 'talkcommenter', nick_name: '读者甲' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/comment/add',
      payload: { type: 2, for_id: ids.pinned, content: '说得好' },
      headers: { authorization: reader.token },
    });
    expect(res.json().code).toBe(0);
    const [note] = await notificationsOf(ctx, admin.id);
    expect(note).toMatchObject({ type: 2, to_id: ids.pinned });
    expect(note.message).toContain('说说');
    const total = await ctx.app.inject({
      method: 'POST',
      url: '/api/comment/getCommentTotal',
      payload: { type: 2, for_id: ids.pinned },
    });
    expect(total.json().result).toBe(1);
  });

  it('hides comments and their likes once the talk turns private', async () => {
    const reader = await createUser(ctx, { username: 'talkhider' });
    const talk = await insertTalk(ctx, admin.id, { content: '将私密', createdAt: '2025-02-01 10:00:00' });
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/comment/add',
      payload: { type: 2, for_id: talk, content: '先评论' },
      headers: { authorization: reader.token },
    });
    await ctx.db.updateTable('talks').set({ status: 2 }).where('id', '=', talk).execute();
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/like/addLike',
      payload: { type: 4, for_id: comment.json().result.id },
      headers: VISITOR,
    });
    expect(like.statusCode).toBe(404);
  });
});
