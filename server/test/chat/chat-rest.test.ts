import type { AddressInfo } from 'node:net';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { connectAs } from './ws-client';

// docs/behaviour.md §6.3: history paging, deleteOne (sender or admin), delete (admin).
let ctx: TestContext;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let ids: number[] = [];

beforeAll(async () => {
  ctx = await build();
  admin = await adminUser(ctx);
  alice = await createUser(ctx, { username: 'alice01', nick_name: '爱丽丝' });
  bob = await createUser(ctx, { username: 'bobby01' });
});
beforeEach(async () => {
  await ctx.db.deleteFrom('chat_messages').execute();
  ids = [];
  for (let i = 1; i <= 25; i += 1) {
    const row = await ctx.db
      .insertInto('chat_messages')
      .values({ user_id: alice.id, content: `m${i}`, content_type: 'text', createdAt: '2025-01-01 00:00:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
});
afterAll(() => ctx.close());

const list = (body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/chat/getChatList', payload: body as object });

test('getChatList pages backwards from last_id, oldest first', async () => {
  const newest = (await list({ size: 10 })).json();
  expect(newest.code).toBe(0);
  expect(newest.result.list.map((m: { content: string }) => m.content)).toEqual([
    'm16',
    'm17',
    'm18',
    'm19',
    'm20',
    'm21',
    'm22',
    'm23',
    'm24',
    'm25',
  ]);
  expect(newest.result.list[0]).toMatchObject({
    user_id: alice.id,
    nick_name: '爱丽丝',
    avatar: '',
    content_type: 'text',
    createdAt: '2025-01-01 00:00:00',
  });
  const older = (await list({ size: 10, last_id: newest.result.list[0].id })).json();
  expect(older.result.list[0].content).toBe('m6');
  const oldest = (await list({ size: 10, last_id: older.result.list[0].id })).json();
  expect(oldest.result.list).toHaveLength(5);
  expect((await list({ size: 1000 })).json().result.list).toHaveLength(25);
  expect((await list({ size: 'ten' })).statusCode).toBe(400);
});

test('deleteOne: 401 anonymous, 403 for another user, OK for sender and admin, 404 when gone', async () => {
  const url = (id: number) => `/api/chat/deleteOne/${id}`;
  expect((await ctx.app.inject({ method: 'DELETE', url: url(ids[0]) })).statusCode).toBe(401);
  expect(
    (await ctx.app.inject({ method: 'DELETE', url: url(ids[0]), headers: { authorization: bob.token } })).statusCode,
  ).toBe(403);
  const own = await ctx.app.inject({ method: 'DELETE', url: url(ids[0]), headers: { authorization: alice.token } });
  expect(own.json()).toMatchObject({ code: 0, message: '撤回成功' });
  expect(
    (
      await ctx.app.inject({ method: 'DELETE', url: url(ids[1]), headers: { authorization: `Bearer ${admin.token}` } })
    ).json().code,
  ).toBe(0);
  expect(
    (await ctx.app.inject({ method: 'DELETE', url: url(ids[0]), headers: { authorization: alice.token } })).statusCode,
  ).toBe(404);
});

test('a REST revert is announced by ChatHub.announceRevert, the one spelling of the frame', async () => {
  // The socket case and admin moderation call the same method (docs/behaviour.md §6.3, §6.4).
  const announce = jest.spyOn(ctx.app.chatHub, 'announceRevert');
  try {
    const url = `/api/chat/deleteOne/${ids[2]}`;
    await ctx.app.inject({ method: 'DELETE', url, headers: { authorization: alice.token } });
    expect(announce.mock.calls).toEqual([[ids[2]]]);
  } finally {
    announce.mockRestore();
  }
});

test('delete (clear) is admin only and tells every socket', async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const watcher = await connectAs((ctx.app.server.address() as AddressInfo).port);
  try {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/chat/delete', headers: { authorization: alice.token } }))
        .statusCode,
    ).toBe(403);
    expect(await ctx.db.selectFrom('chat_messages').select('id').execute()).toHaveLength(25);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/delete',
      headers: { authorization: admin.token },
    });
    expect(res.json()).toMatchObject({ code: 0, message: '聊天记录已清空' });
    await watcher.waitFor('clear');
    expect(await ctx.db.selectFrom('chat_messages').select('id').execute()).toHaveLength(0);
  } finally {
    watcher.close();
  }
});

test('a REST revert is broadcast to sockets', async () => {
  const watcher = await connectAs((ctx.app.server.address() as AddressInfo).port);
  try {
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/chat/deleteOne/${ids[3]}`,
      headers: { authorization: alice.token },
    });
    expect((await watcher.waitFor('revert')).message_id).toBe(ids[3]);
  } finally {
    watcher.close();
  }
});
