import type { AddressInfo } from 'node:net';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { connect, connectAs, sleep, type TestSocket } from './ws-client';

// docs/behaviour.md §6.4: identity from the token, one online entry per user, moderation.
let ctx: TestContext;
let port: number;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
const open: TestSocket[] = [];
const track = (s: TestSocket) => (open.push(s), s);

beforeAll(async () => {
  ctx = await build();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  admin = await adminUser(ctx);
  alice = await createUser(ctx, { username: 'alice01', nick_name: '爱丽丝' });
  bob = await createUser(ctx, { username: 'bobby01', nick_name: '鲍勃' });
});
afterEach(() => open.splice(0).forEach((s) => s.close()));
afterAll(() => ctx.close());

test('init binds the token: a user_id of someone else is ignored', async () => {
  const watcher = track(await connectAs(port));
  const a = track(await connectAs(port, alice.token, bob.id));
  a.send({ type: 'message', content: '你好', content_type: 'text', user_id: bob.id });
  const got = await watcher.waitFor('message', (m) => m.content === '你好');
  expect(got.user_id).toBe(alice.id);
  expect(got.nick_name).toBe('爱丽丝');
  expect(got.id).toBeGreaterThan(0);
  expect(got.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  const row = await ctx.db.selectFrom('chat_messages').selectAll().where('id', '=', got.id).executeTakeFirstOrThrow();
  expect(row.user_id).toBe(alice.id);
});

test('a user_id without a token stays anonymous and cannot send', async () => {
  const s = track(await connectAs(port, undefined, alice.id));
  s.send({ type: 'message', content: '冒充', content_type: 'text', user_id: alice.id });
  expect((await s.waitFor('error')).content).toBe('请先登录');
  const list = await s.waitFor('onlineList');
  expect(list.list.some((u) => u.user_id === alice.id)).toBe(false);
});

test('a message before init and a forged token are refused', async () => {
  const raw = track(await connect(port));
  raw.send({ type: 'message', content: 'hi', content_type: 'text' });
  expect((await raw.waitFor('error')).content).toBe('请先登录');
  const forged = track(await connect(port));
  forged.send({ type: 'init', token: `${alice.token}x`, user_id: alice.id });
  await forged.waitFor('error', (e) => e.content.includes('游客'));
  forged.send({ type: 'message', content: 'hi', content_type: 'text' });
  await forged.waitFor('error', (e) => e.content === '请先登录');
});

test('one online entry per user across tabs; leaving the last tab removes it', async () => {
  const watcher = track(await connectAs(port, bob.token));
  const tab1 = await connectAs(port, alice.token);
  const tab2 = await connectAs(port, alice.token);
  const list = await watcher.waitFor('onlineList', (f) => f.list.some((u) => u.user_id === alice.id));
  expect(list.list.filter((u) => u.user_id === alice.id)).toHaveLength(1);
  tab1.close();
  await sleep(100);
  tab2.close();
  await watcher.waitFor('onlineList', (f) => !f.list.some((u) => u.user_id === alice.id));
  expect(
    watcher.frames
      .filter((f) => f.type === 'onlineList')
      .every((f) => f.type !== 'onlineList' || f.list.filter((u) => u.user_id === alice.id).length <= 1),
  ).toBe(true);
});

test('revert: the sender may, another user may not, the admin may', async () => {
  const a = track(await connectAs(port, alice.token));
  const b = track(await connectAs(port, bob.token));
  const ad = track(await connectAs(port, admin.token));
  a.send({ type: 'message', content: '第一条', content_type: 'text' });
  const first = await b.waitFor('message', (m) => m.content === '第一条');
  b.send({ type: 'revert', message_id: first.id });
  expect((await b.waitFor('error')).content).toBe('只能撤回自己的消息');
  a.send({ type: 'revert', message_id: first.id });
  await b.waitFor('revert', (r) => r.message_id === first.id);
  a.send({ type: 'message', content: '第二条', content_type: 'text' });
  const second = await b.waitFor('message', (m) => m.content === '第二条');
  ad.send({ type: 'revert', message_id: second.id });
  await a.waitFor('revert', (r) => r.message_id === second.id);
  expect(
    await ctx.db.selectFrom('chat_messages').select('id').where('id', 'in', [first.id, second.id]).execute(),
  ).toHaveLength(0);
});

test('offline: refused to users and against oneself; the admin kicks every tab of a user', async () => {
  const a1 = track(await connectAs(port, alice.token));
  const a2 = track(await connectAs(port, alice.token));
  const b = track(await connectAs(port, bob.token));
  const ad = track(await connectAs(port, admin.token));
  b.send({ type: 'offline', user_id: alice.id });
  expect((await b.waitFor('error')).content).toBe('权限不足');
  ad.send({ type: 'offline', user_id: admin.id });
  expect((await ad.waitFor('error')).content).toBe('不能强制下线自己');
  expect(a1.ws.readyState).toBe(a1.ws.OPEN);
  ad.send({ type: 'offline', user_id: alice.id });
  await a1.waitFor('offline');
  await a2.waitFor('offline');
  expect(await a1.closed).toBe(4000);
  expect(await a2.closed).toBe(4000);
  await ad.waitFor('onlineList', (f) => !f.list.some((u) => u.user_id === alice.id));
  expect(b.ws.readyState).toBe(b.ws.OPEN);
});

test('a socket that stops answering pings is dropped', async () => {
  const quick = await build();
  // A separate app so the short ping interval cannot disturb the other tests.
  await quick.app.listen({ port: 0, host: '127.0.0.1' });
  const quickPort = (quick.app.server.address() as AddressInfo).port;
  try {
    quick.app.chatHub.setPingInterval(100);
    const dead = await connect(quickPort, { autoPong: false });
    const live = await connect(quickPort);
    expect(await dead.closed).toBe(1006);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    live.close();
  } finally {
    await quick.close();
  }
});

test('app close ends every socket with 1001', async () => {
  const other = await build();
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  const s = await connectAs((other.app.server.address() as AddressInfo).port);
  await other.close();
  expect(await s.closed).toBe(1001);
});
