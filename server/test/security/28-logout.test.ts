import { buildApp } from '../../src/app';
import { InProcessChatBus } from '../../src/modules/chat/bus';
import { LOGGED_OUT } from '../../src/modules/user/routes';
import { createUser, TEST_JWT_SECRET, useTestApp, type TestContext } from '../helpers';
import { connectAs, type TestSocket } from '../chat/ws-client';
import { useLiveSockets } from './raw-http';

/**
 * Attack 24: a token copied before logout (docs/security.md "Sessions"). Logout revokes that login's
 * session: the same token then gets the 401 of an ended login on REST on every process, its open
 * sockets close on every process and a new socket with it is a visitor's; the user's other
 * sessions stay. A token signed before sessions existed (no `sid`) is refused.
 */
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function logIn(ctx: TestContext, username: string, userAgent: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: 'Passw0rd!' },
  });
  return response.json().result.token;
}

const notices = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/notify/getNotifyList', headers: { authorization: token }, payload: {} });
const logOut = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: token } });
const sidOf = (ctx: TestContext, token: string) => ctx.app.jwt.decode<{ sid: string }>(token)?.sid;

describe('attack 24: a token copied before logout', () => {
  const ctx = useTestApp();
  const live = useLiveSockets<TestSocket>(ctx);
  const { track } = live;

  it('logout ends that token on REST and its sockets; the same user’s other session stays', async () => {
    await createUser(ctx, { username: 'sharedpc1' });
    const copied = await logIn(ctx, 'sharedpc1', CHROME_ON_WINDOWS);
    const phone = await logIn(ctx, 'sharedpc1', SAFARI_ON_IPHONE);
    expect((await notices(ctx, copied)).json().code).toBe(0);
    const copiedSocket = track(await connectAs(live.port, copied));
    const phoneSocket = track(await connectAs(live.port, phone));

    const out = await logOut(ctx, copied);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ code: 0, message: '退出成功' });

    const refused = await notices(ctx, copied);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 401, message: '登录已失效，请重新登录' });
    expect(await copiedSocket.closed).toBe(4001);
    expect(copiedSocket.frames).toContainEqual({ type: 'error', content: LOGGED_OUT });
    // Reconnecting with the copied token gives a visitor's socket, which cannot speak.
    const again = track(await connectAs(live.port, copied));
    expect(again.frames).toContainEqual({ type: 'error', content: '登录已失效，当前以游客身份浏览' });
    again.send({ type: 'message', content: '冒充', content_type: 'text' });
    await again.waitFor('error', (f) => f.content === '请先登录');
    // Logging out twice is the same 401: the session is already over.
    expect((await logOut(ctx, copied)).statusCode).toBe(401);

    expect((await notices(ctx, phone)).json().code).toBe(0);
    phoneSocket.send({ type: 'message', content: '手机还在', content_type: 'text' });
    await phoneSocket.waitFor('message', (m) => m.content === '手机还在');
    expect(phoneSocket.ws.readyState).toBe(phoneSocket.ws.OPEN);
  });

  it('the revocation is in the shared database: another process refuses the token too', async () => {
    await createUser(ctx, { username: 'twoprocs1' });
    const token = await logIn(ctx, 'twoprocs1', CHROME_ON_WINDOWS);
    // A second server on the same database, as a second process behind the load balancer.
    const other = await buildApp({ config: ctx.config, db: ctx.db, jwtSecret: TEST_JWT_SECRET });
    try {
      const ask = () =>
        other.inject({
          method: 'POST',
          url: '/api/notify/getNotifyList',
          headers: { authorization: token },
          payload: {},
        });
      expect((await ask()).json().code).toBe(0);
      expect((await logOut(ctx, token)).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('the logout travels on the bus: another process closes that session’s sockets only', async () => {
    const user = await createUser(ctx, { username: 'busout1' });
    const first = await logIn(ctx, 'busout1', CHROME_ON_WINDOWS);
    const second = await logIn(ctx, 'busout1', SAFARI_ON_IPHONE);
    const ended = track(await connectAs(live.port, first));
    const stays = track(await connectAs(live.port, second));
    // What another process's logout publishes: the event reaches this process's sockets.
    const bus = (ctx.app.chatHub as unknown as { options: { bus: InProcessChatBus } }).options.bus;
    await bus.publish({
      kind: 'userSessionsRevoked',
      user_id: user.id,
      token_version: 0,
      session_id: sidOf(ctx, first),
      reason: LOGGED_OUT,
    });
    expect(await ended.closed).toBe(4001);
    stays.send({ type: 'message', content: '另一台还在', content_type: 'text' });
    await stays.waitFor('message', (m) => m.content === '另一台还在');
  });

  it('a token signed before sessions (no sid) is refused with the same 401', async () => {
    const user = await createUser(ctx, { username: 'oldtoken1' });
    const legacy = ctx.app.jwt.sign({ id: user.id, role: 2, username: user.username, tv: 0 });
    const refused = await notices(ctx, legacy);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('登录已失效，请重新登录');
    expect((await notices(ctx, user.token)).json().code).toBe(0);
  });

  it('records each login for a device list: a summary of the browser, never the header; a password change ends them all', async () => {
    const user = await createUser(ctx, { username: 'devices01' });
    await logIn(ctx, 'devices01', CHROME_ON_WINDOWS);
    await logIn(ctx, 'devices01', `${SAFARI_ON_IPHONE} <script>`);
    const rows = () =>
      ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).orderBy('createdAt').execute();
    const agents = (await rows()).map((row) => row.user_agent);
    expect(agents).toEqual(expect.arrayContaining(['Chrome · Windows', 'Safari · iOS']));
    expect((await rows()).every((row) => row.revokedAt === null && row.expiresAt > row.createdAt)).toBe(true);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/updatePassword',
      headers: { authorization: user.token },
      payload: { password: 'Passw0rd!', password1: 'NewPass2!', password2: 'NewPass2!' },
    });
    expect(change.json().code).toBe(0);
    expect((await rows()).every((row) => row.revokedAt !== null)).toBe(true);
  });
});
