import type { AddressInfo } from 'node:net';
import { CHAT_CLOSE_KICKED } from '@protocol/chatProtocol';
import { MAX_SOCKETS_PER_ADDRESS } from '../../src/modules/chat/socket-guard';
import { adminUser, build, createUser, type TestContext, type TestUser } from '../helpers';
import { connect, type TestSocket } from './ws-client';

// docs/behaviour.md §6.4: a forced-offline socket is told why (the `offline` frame, then the close
// code the client reads as "do not reconnect"), and a clear reaches every connected reader. The
// readers are spread over loopback addresses, as many readers on many machines would be.
let ctx: TestContext;
let port: number;
let admin: TestUser;
let alice: TestUser;
const open: TestSocket[] = [];

beforeAll(async () => {
  ctx = await build();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  admin = await adminUser(ctx);
  alice = await createUser(ctx, { username: 'alice01', nick_name: '爱丽丝' });
});
afterAll(async () => {
  open.splice(0).forEach((s) => s.close());
  await ctx.close();
});

/** A socket from 127.0.0.`host`, initialised with `token` (a visitor without). */
async function reader(host: number, token?: string): Promise<TestSocket> {
  const socket = await connect(port, { localAddress: `127.0.0.${host}` });
  open.push(socket);
  socket.send({ type: 'init', token: token ?? null });
  await socket.waitFor('tips');
  return socket;
}

test('the kicked user hears offline and the kicked close code on every tab; nobody else is closed', async () => {
  const tabs = [await reader(2, alice.token), await reader(3, alice.token)];
  const bystander = await reader(4);
  const ad = await reader(5, admin.token);
  ad.send({ type: 'offline', user_id: alice.id });
  for (const tab of tabs) {
    await tab.waitFor('offline');
    expect(await tab.closed).toBe(CHAT_CLOSE_KICKED);
  }
  await ad.waitFor('onlineList', (f) => !f.list.some((u) => u.user_id === alice.id));
  expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);
});

test('a clear reaches every connected reader, visitors and users, beyond one address’s socket limit', async () => {
  const perAddress = 15;
  const readers: TestSocket[] = [];
  for (let host = 10; host < 12; host += 1) {
    for (let i = 0; i < perAddress; i += 1) readers.push(await reader(host, i === 0 ? alice.token : undefined));
  }
  expect(readers.length).toBeGreaterThan(MAX_SOCKETS_PER_ADDRESS);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat/delete',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.json()).toMatchObject({ code: 0, message: '聊天记录已清空' });
  await Promise.all(readers.map((r) => r.waitFor('clear')));
});
