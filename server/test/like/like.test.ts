import { adminUser, createUser, useTestApp, type TestUser } from '../helpers';
import { createTargets, type Targets } from '../comment/fixtures';

describe('like endpoints', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let reader: TestUser;
  let targets: Targets;

  beforeAll(async () => {
    admin = await adminUser(ctx);
    reader = await createUser(ctx, { username: 'liker01', nick_name: '点赞者' });
    targets = await createTargets(ctx, admin.id);
  });

  let lastIp = 0;
  const VISITOR_A = 'visitorAAAAAAAAAAAAAAAA';
  const VISITOR_B = 'visitorBBBBBBBBBBBBBBBB';
  interface As {
    visitor?: string;
    token?: string;
  }
  const like = (
    action: 'addLike' | 'cancelLike' | 'getIsLikeByIdOrIpAndType',
    type: number,
    forId: number | string,
    as: As = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/like/${action}`,
      payload: { type, for_id: forId },
      remoteAddress: `10.3.0.${++lastIp % 250}`,
      headers: {
        ...(as.visitor ? { 'x-visitor-id': as.visitor } : {}),
        ...(as.token ? { authorization: as.token } : {}),
      },
    });
  const result = async (...args: Parameters<typeof like>) => (await like(...args)).json().result;
  const articleLikes = async (id: number) =>
    (await ctx.db.selectFrom('articles').select('thumbs_up_times').where('id', '=', id).executeTakeFirstOrThrow())
      .thumbs_up_times;

  describe('likes', () => {
    it('an anonymous visitor likes once, by visitor id (not by address), and can take it back', async () => {
      const id = targets.articleId;
      expect(await result('addLike', 1, id, { visitor: VISITOR_A })).toEqual({ is_like: true, count: 1 });
      expect(await result('addLike', 1, id, { visitor: VISITOR_A })).toEqual({ is_like: true, count: 1 });
      expect(await articleLikes(id)).toBe(1);
      expect(await result('getIsLikeByIdOrIpAndType', 1, id, { visitor: VISITOR_A })).toBe(true);
      // Another visitor from any address, or nobody at all, has not liked it.
      expect(await result('getIsLikeByIdOrIpAndType', 1, id, { visitor: VISITOR_B })).toBe(false);
      expect(await result('getIsLikeByIdOrIpAndType', 1, id)).toBe(false);
      expect(await result('addLike', 1, id, { visitor: VISITOR_B })).toEqual({ is_like: true, count: 2 });
      expect(await result('cancelLike', 1, id, { visitor: VISITOR_A })).toEqual({ is_like: false, count: 1 });
      expect(await result('cancelLike', 1, id, { visitor: VISITOR_A })).toEqual({ is_like: false, count: 1 });
      expect(await result('getIsLikeByIdOrIpAndType', 1, id, { visitor: VISITOR_A })).toBe(false);
    });

    it('a logged-in user’s like is keyed by the token’s user, whatever visitor id comes along', async () => {
      const id = targets.talkId;
      expect(await result('addLike', 2, id, { token: reader.token, visitor: VISITOR_A })).toEqual({
        is_like: true,
        count: 1,
      });
      expect(await result('getIsLikeByIdOrIpAndType', 2, id, { token: reader.token, visitor: VISITOR_B })).toBe(true);
      expect(await result('getIsLikeByIdOrIpAndType', 2, id, { token: reader.token })).toBe(true);
      expect(await result('getIsLikeByIdOrIpAndType', 2, id, { visitor: VISITOR_A })).toBe(false);
      expect(await result('addLike', 2, id, { token: reader.token, visitor: VISITOR_B })).toEqual({
        is_like: true,
        count: 1,
      });
      const rows = await ctx.db
        .selectFrom('likes')
        .selectAll()
        .where('type', '=', 2)
        .where('for_id', '=', id)
        .execute();
      expect(rows).toEqual([expect.objectContaining({ user_id: reader.id, visitor: null })]);
      expect(await result('cancelLike', 2, id, { token: reader.token })).toEqual({ is_like: false, count: 0 });
    });

    it('message-board posts and comments count their likes too', async () => {
      expect(await result('addLike', 3, targets.messageId, { visitor: VISITOR_A })).toEqual({
        is_like: true,
        count: 1,
      });
      const commentRes = await ctx.app.inject({
        method: 'POST',
        url: '/api/comment/add',
        payload: { type: 1, for_id: targets.articleId, content: '可以点赞的评论' },
        headers: { authorization: reader.token },
      });
      const commentId = commentRes.json().result.id as number;
      expect(await result('addLike', 4, commentId, { visitor: VISITOR_A })).toEqual({ is_like: true, count: 1 });
      const list = (page: As) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/comment/frontGetParentComment',
          payload: { type: 1, for_id: targets.articleId, current: 1, size: 10, order: 'hot' },
          headers: page.visitor ? { 'x-visitor-id': page.visitor } : {},
        });
      expect((await list({ visitor: VISITOR_A })).json().result.list[0]).toMatchObject({
        id: commentId,
        thumbs_up: 1,
        is_like: true,
      });
      expect((await list({ visitor: VISITOR_B })).json().result.list[0]).toMatchObject({
        id: commentId,
        is_like: false,
      });
      expect((await list({})).json().result.list[0]).toMatchObject({ id: commentId, is_like: false });
    });

    it('counts never go below zero, even when a stored count is already 0', async () => {
      const id = targets.anonymousMessageId;
      await like('addLike', 3, id, { visitor: VISITOR_B });
      await ctx.db.updateTable('messages').set({ like_times: 0 }).where('id', '=', id).execute();
      expect(await result('cancelLike', 3, id, { visitor: VISITOR_B })).toEqual({ is_like: false, count: 0 });
      expect(await result('cancelLike', 3, id, { visitor: VISITOR_B })).toEqual({ is_like: false, count: 0 });
      const row = await ctx.db
        .selectFrom('messages')
        .select('like_times')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.like_times).toBe(0);
    });

    it.each([
      [1, 999999, '文章不存在或未公开'],
      [2, 999999, '说说不存在或未公开'],
      [3, 999999, '留言不存在'],
      [4, 999999, '评论不存在'],
    ])('a like on a missing target (type %i) is a 404 and changes nothing', async (type, forId, message) => {
      const res = await like('addLike', type, forId, { visitor: VISITOR_A });
      expect([res.statusCode, res.json()]).toEqual([404, { code: 404, message }]);
      expect((await like('cancelLike', type, forId, { visitor: VISITOR_A })).statusCode).toBe(404);
      expect(await ctx.db.selectFrom('likes').select('id').where('for_id', '=', forId).execute()).toEqual([]);
    });

    it('a private article cannot be liked', async () => {
      const res = await like('addLike', 1, targets.privateArticleId, { visitor: VISITOR_A });
      expect(res.json()).toEqual({ code: 404, message: '文章不存在或未公开' });
      expect(await articleLikes(targets.privateArticleId)).toBe(0);
    });

    it('refuses malformed input and a missing or malformed visitor id', async () => {
      const cases: [Parameters<typeof like>, string][] = [
        [['addLike', 5, 1, { visitor: VISITOR_A }], '参数 type 超出范围'],
        [['addLike', 1, 'abc', { visitor: VISITOR_A }], '参数 for_id 类型错误'],
        [['addLike', 1, targets.articleId], '缺少访客标识，请刷新页面后再试'],
        [['addLike', 1, targets.articleId, { visitor: 'short' }], '访客标识格式不正确'],
        [['addLike', 1, targets.articleId, { visitor: `${'x'.repeat(20)};drop` }], '访客标识格式不正确'],
        [
          ['getIsLikeByIdOrIpAndType', 1, targets.articleId, { visitor: '<script>alert(1)</script>' }],
          '访客标识格式不正确',
        ],
      ];
      for (const [args, message] of cases) {
        const res = await like(...args);
        expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
      }
    });
  });
});
