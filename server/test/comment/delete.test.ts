import { adminUser, createUser, useTestApp, type TestUser } from '../helpers';
import { createTargets, type Targets } from './fixtures';

describe('comment deletion', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let owner: TestUser;
  let stranger: TestUser;
  let targets: Targets;

  beforeAll(async () => {
    admin = await adminUser(ctx);
    owner = await createUser(ctx, { username: 'owner1', nick_name: '楼主' });
    stranger = await createUser(ctx, { username: 'stranger1', nick_name: '路人' });
    targets = await createTargets(ctx, admin.id);
  });

  let lastIp = 0;
  const nextIp = () => `10.2.0.${++lastIp}`;
  const call = (method: 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, remoteAddress: nextIp(), headers: token ? { authorization: token } : {} });

  async function thread(): Promise<{ parentId: number; replyIds: number[] }> {
    const base = { type: 1, for_id: targets.articleId };
    const parentId = (await call('POST', '/api/comment/add', owner.token, { ...base, content: '楼主发言' })).json()
      .result.id as number;
    const replyIds: number[] = [];
    for (const [user, to] of [
      [stranger, owner],
      [owner, stranger],
    ] as const) {
      const res = await call('POST', '/api/comment/apply', user.token, {
        ...base,
        parent_id: parentId,
        to_id: to.id,
        content: '回复',
      });
      replyIds.push(res.json().result.id);
    }
    return { parentId, replyIds };
  }

  const exists = async (ids: number[]) =>
    (await ctx.db.selectFrom('comments').select('id').where('id', 'in', ids).execute()).map((r) => r.id);

  describe('deleting comments', () => {
    it('needs a login (401) and refuses someone else’s comment (403), deleting nothing', async () => {
      const { parentId, replyIds } = await thread();
      expect((await call('DELETE', `/api/comment/delete/${parentId}/0`)).statusCode).toBe(401);
      const res = await call('DELETE', `/api/comment/delete/${parentId}/0`, stranger.token);
      expect([res.statusCode, res.json()]).toEqual([403, { code: 403, message: '只能删除自己的评论' }]);
      expect(await exists([parentId, ...replyIds])).toHaveLength(3);
    });

    it('deleting a reply removes only that reply', async () => {
      const { parentId, replyIds } = await thread();
      const res = await call('DELETE', `/api/comment/delete/${replyIds[0]}/${parentId}`, stranger.token);
      expect(res.json()).toEqual({ code: 0, message: '删除成功', result: { deleted: 1 } });
      expect(await exists([parentId, ...replyIds])).toEqual([parentId, replyIds[1]]);
    });

    it('a deleted parent takes its replies and their likes with it', async () => {
      const totalNow = async () =>
        (await call('POST', '/api/comment/getCommentTotal', undefined, { type: 1, for_id: targets.articleId })).json()
          .result as number;
      const { parentId, replyIds } = await thread();
      const before = await totalNow();
      const visitor = 'visitor-abcdefghijklmnop';
      for (const id of [parentId, replyIds[0]]) {
        const like = await ctx.app.inject({
          method: 'POST',
          url: '/api/like/addLike',
          payload: { type: 4, for_id: id },
          headers: { 'x-visitor-id': visitor },
        });
        expect(like.json().code).toBe(0);
      }
      const res = await call('DELETE', `/api/comment/delete/${parentId}/0`, owner.token);
      expect(res.json().result).toEqual({ deleted: 3 });
      expect(await exists([parentId, ...replyIds])).toEqual([]);
      const likes = await ctx.db
        .selectFrom('likes')
        .select('id')
        .where('type', '=', 4)
        .where('for_id', 'in', [parentId, ...replyIds])
        .execute();
      expect(likes).toEqual([]);
      expect(await totalNow()).toBe(before - 3);
    });

    it('an admin may delete anyone’s comment', async () => {
      const { parentId, replyIds } = await thread();
      expect((await call('DELETE', `/api/comment/delete/${replyIds[1]}/${parentId}`, admin.token)).json().code).toBe(0);
      expect((await call('DELETE', `/api/comment/delete/${parentId}/0`, admin.token)).json().result).toEqual({
        deleted: 2,
      });
    });

    it('unknown ids, a wrong parent id and malformed ids are refused', async () => {
      const { parentId, replyIds } = await thread();
      expect((await call('DELETE', '/api/comment/delete/999999/0', owner.token)).json()).toEqual({
        code: 404,
        message: '评论不存在',
      });
      expect((await call('DELETE', `/api/comment/delete/${replyIds[0]}/0`, stranger.token)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/comment/delete/${parentId}/${replyIds[0]}`, owner.token)).statusCode).toBe(
        404,
      );
      const bad = await call('DELETE', '/api/comment/delete/abc/0', owner.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('参数 id');
      expect((await call('DELETE', `/api/comment/delete/${parentId}/-1`, owner.token)).statusCode).toBe(400);
      expect(await exists([parentId, ...replyIds])).toHaveLength(3);
    });
  });
});
