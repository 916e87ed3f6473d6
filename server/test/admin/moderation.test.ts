import { now } from '../../src/lib/time';
import { connectAs, type TestSocket } from '../chat/ws-client';
import { useTestApp } from '../helpers';
import { useLiveSockets } from '../security/raw-http';
import { actors, call, expectGuarded, type AdminActors } from './guard';

describe('admin API: moderation', () => {
  const ctx = useTestApp();
  const live = useLiveSockets<TestSocket>(ctx);
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });

  const as = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    call(ctx, who.admin.token, method, url, body);

  async function comment(content: string, parent_id: number | null = null, for_id = 1, type = 3): Promise<number> {
    const { id } = await ctx.db
      .insertInto('comments')
      .values({ type, for_id, from_id: who.reader.id, to_id: null, parent_id, content, thumbs_up: 0, createdAt: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function message(text: string): Promise<number> {
    const stamp = now();
    const { id } = await ctx.db
      .insertInto('messages')
      .values({
        message: text,
        color: '',
        font_size: 16,
        font_weight: 400,
        bg_color: '',
        bg_url: '',
        user_id: who.reader.id,
        nick_name: 'reader',
        tag: '',
        like_times: 0,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  describe('admin moderation', () => {
    it('guards the nine moderation routes', async () => {
      for (const kind of ['comment', 'message', 'chat']) {
        await expectGuarded(ctx, who, 'GET', `/api/admin/${kind}`, undefined, `/api/admin/${kind}?current=100001`);
        await expectGuarded(ctx, who, 'DELETE', `/api/admin/${kind}/1`, undefined, `/api/admin/${kind}/0`);
        await expectGuarded(ctx, who, 'POST', `/api/admin/${kind}/delete`, { idList: Array(51).fill(1) });
      }
      expect((await as('GET', `/api/admin/comment?keyword=${'x'.repeat(65)}`)).statusCode).toBe(400);
    });

    it('lists comments by type and text; deleting a parent removes its replies and their likes', async () => {
      const parent = await comment('需要删除的评论', null, 7, 1);
      const reply = await comment('回复', parent, 7, 1);
      await ctx.db
        .insertInto('likes')
        .values({ type: 4, for_id: reply, user_id: who.admin.id, visitor: null, createdAt: now() })
        .execute();
      const found = await as('GET', `/api/admin/comment?type=1&keyword=${encodeURIComponent('需要删除')}`);
      expect(found.json().result).toMatchObject({ total: 1, list: [{ id: parent, from_name: 'reader', type: 1 }] });
      expect((await as('DELETE', `/api/admin/comment/${parent}`)).json().code).toBe(0);
      expect(await ctx.db.selectFrom('comments').selectAll().where('id', 'in', [parent, reply]).execute()).toEqual([]);
      expect(
        await ctx.db.selectFrom('likes').selectAll().where('type', '=', 4).where('for_id', '=', reply).execute(),
      ).toEqual([]);
      expect((await as('DELETE', `/api/admin/comment/${parent}`)).statusCode).toBe(404);
      const a = await comment('批量一');
      const b = await comment('批量二');
      expect((await as('POST', '/api/admin/comment/delete', { idList: [a, b, 999999] })).json().result).toEqual({
        count: 2,
      });
    });

    it('deletes message-board posts with their comments; the cached public list follows', async () => {
      const id = await message('要删除的留言');
      const onIt = await comment('留言下的评论', null, id, 3);
      const list = async () =>
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/message/getMessageList',
            payload: { current: 1, size: 50 },
          })
        ).body;
      expect(await list()).toContain('要删除的留言');
      expect(await list()).toContain('要删除的留言');
      const listed = await as('GET', `/api/admin/message?keyword=${encodeURIComponent('要删除')}`);
      expect(listed.json().result.list).toEqual([expect.objectContaining({ id, nick_name: 'reader' })]);
      expect((await as('POST', '/api/admin/message/delete', { idList: [id] })).json().result).toEqual({ count: 1 });
      expect(await list()).not.toContain('要删除的留言');
      expect(await ctx.db.selectFrom('comments').selectAll().where('id', '=', onIt).execute()).toEqual([]);
    });

    it('deleting chat messages reverts them on every open socket', async () => {
      const socket = live.track(await connectAs(live.port, who.reader.token));
      socket.send({ type: 'message', content: '不当言论', content_type: 'text' });
      const sent = await socket.waitFor('message', (m) => m.content === '不当言论');
      const listed = await as('GET', `/api/admin/chat?user_id=${who.reader.id}`);
      expect(listed.json().result.list[0]).toMatchObject({ id: sent.id, nick_name: 'reader', content: '不当言论' });
      expect((await as('DELETE', `/api/admin/chat/${sent.id}`)).json().code).toBe(0);
      await socket.waitFor('revert', (f) => f.message_id === sent.id);
      expect(await ctx.db.selectFrom('chat_messages').selectAll().where('id', '=', sent.id).execute()).toEqual([]);
      expect((await as('POST', '/api/admin/chat/delete', { idList: [sent.id] })).json().result).toEqual({ count: 0 });
    });
  });
});
