import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { build, createUser, type TestContext, type TestUser } from '../helpers';
import { connect, connectAs, sleep, type TestSocket } from './ws-client';

// docs/security.md, bad input on the socket: each case answered with an error, the process and other sockets unharmed.
let ctx: TestContext;
let port: number;
let alice: TestUser;
let watcher: TestSocket;
let sender: TestSocket;

beforeAll(async () => {
  ctx = await build();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  alice = await createUser(ctx, { username: 'alice01' });
  watcher = await connectAs(port);
});
let serial = 0;
beforeEach(async () => {
  // A fresh sender per test: the per-sender message limit must not carry over between cases.
  serial += 1;
  const user = await createUser(ctx, { username: `sender${serial}` });
  sender = await connectAs(port, user.token);
});
afterEach(() => sender.close());
afterAll(async () => {
  watcher.close();
  await ctx.close();
});

/** The process still serves: a fresh socket can init and get its tips. */
async function stillServes() {
  const probe = await connectAs(port);
  probe.close();
  expect(watcher.ws.readyState).toBe(WebSocket.OPEN);
}

test('a 1 MB frame closes only that socket (1009)', async () => {
  sender.ws.send('x'.repeat(1024 * 1024));
  expect(await sender.closed).toBe(1009);
  await stillServes();
});

test('non-JSON, binary, unknown type and wrong shapes are answered with an error', async () => {
  sender.ws.send('{not json');
  expect((await sender.waitFor('error')).content).toBe('消息格式错误');
  sender.ws.send(Buffer.from([1, 2, 3]), { binary: true });
  await sender.waitFor('error', (e) => e.content === '只接受 JSON 文本消息');
  for (const bad of [
    { type: 'shutdown' },
    { type: 'revert', message_id: '1 OR 1=1' },
    [1, 2],
    null,
    42,
    { type: 'message', content: 5, content_type: 'text' },
  ]) {
    sender.ws.send(JSON.stringify(bad));
  }
  await sleep(100);
  expect(sender.frames.filter((f) => f.type === 'error' && f.content === '不支持的消息类型或格式错误')).toHaveLength(6);
  await stillServes();
});

test.each([
  ['<script>alert(1)</script>你好', '你好'],
  ['<img src=x onerror="alert(1)">嗨', '嗨'],
  ['<a href="javascript:alert(1)">点我</a>', '点我'],
  ['<iframe src="https://evil.example"></iframe>看', '看'],
  ['<b onclick="steal()">粗</b><br>第二行', '<b>粗</b><br />第二行'],
  ['<img src="/emoji/smile.png" onload="x()">', '<img src="/emoji/smile.png" />'],
  ['<svg><script>alert(1)</script></svg>好', '好'],
  ['1 < 2 && 3 > 2 "引号"', '1 < 2 && 3 > 2 "引号"'],
  ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
])('XSS payload %s is stored and broadcast sanitised', async (payload, expected) => {
  sender.send({ type: 'message', content: payload, content_type: 'text' });
  const got = await watcher.waitFor('message', (m) => m.content === expected);
  const row = await ctx.db
    .selectFrom('chat_messages')
    .select('content')
    .where('id', '=', got.id)
    .executeTakeFirstOrThrow();
  expect(row.content).toBe(expected);
});

test('text that sanitises to nothing, or is too long, is refused', async () => {
  sender.send({ type: 'message', content: '<script>alert(1)</script>', content_type: 'text' });
  expect((await sender.waitFor('error')).content).toBe('请输入消息再发送');
  sender.send({ type: 'message', content: '长'.repeat(1001), content_type: 'text' });
  await sender.waitFor('error', (e) => e.content.startsWith('消息过长'));
});

test('an image must be one of our uploads that exists', async () => {
  fs.mkdirSync(ctx.config.uploadDir, { recursive: true });
  fs.writeFileSync(path.join(ctx.config.uploadDir, 'abc123XYZ.png'), 'png');
  for (const url of [
    'https://evil.example/x.png',
    '//evil.example/uploads/a.png',
    '/uploads/../blog.db',
    '/uploads/missing01.png',
    '/uploads/abc123XYZ.png?x=<script>',
    'javascript:alert(1)',
  ]) {
    sender.send({ type: 'message', content: url, content_type: 'image' });
    await sender.waitFor('error', (e) => e.content.startsWith('图片地址无效'));
    sender.frames.length = 0;
  }
  sender.send({ type: 'message', content: '/uploads/abc123XYZ.png', content_type: 'image' });
  const got = await watcher.waitFor('message', (m) => m.content_type === 'image');
  expect(got.content).toBe('/uploads/abc123XYZ.png');
});

test('a flood of 100 messages in a second is rate limited without closing anything', async () => {
  const before = watcher.frames.length;
  for (let i = 0; i < 100; i += 1) sender.send({ type: 'message', content: `洪水${i}`, content_type: 'text' });
  await sleep(1000);
  const delivered = watcher.frames.slice(before).filter((f) => f.type === 'message').length;
  const refused = sender.frames.filter((f) => f.type === 'error' && f.content.includes('频繁')).length;
  expect(delivered).toBeGreaterThan(0);
  expect(delivered).toBeLessThanOrEqual(12);
  expect(delivered + refused).toBe(100);
  expect(sender.ws.readyState).toBe(WebSocket.OPEN);
  const rows = await ctx.db.selectFrom('chat_messages').select('id').where('content', 'like', '洪水%').execute();
  expect(rows).toHaveLength(delivered);
});

test('a brand-new socket may read but not send (anonymous visitors)', async () => {
  const anon = await connect(port);
  anon.send({ type: 'init' });
  await anon.waitFor('tips');
  anon.send({ type: 'revert', message_id: 1 });
  await anon.waitFor('error', (e) => e.content === '请先登录');
  anon.send({ type: 'offline', user_id: alice.id });
  await anon.waitFor('error', (e) => e.content === '请先登录');
  anon.close();
});

test('repeated or visitor init frames are answered to that socket only, not fanned out to every socket', async () => {
  const quiet = await connectAs(port);
  await sleep(100);
  const seen = quiet.frames.filter((f) => f.type === 'onlineList').length;
  const flooder = await connect(port);
  for (let i = 0; i < 10; i += 1) flooder.send({ type: 'init', token: null });
  await flooder.waitFor('onlineList');
  await sleep(300);
  expect(flooder.frames.filter((f) => f.type === 'onlineList')).toHaveLength(10);
  expect(quiet.frames.filter((f) => f.type === 'onlineList').length).toBe(seen);
  flooder.close();
  quiet.close();
});
