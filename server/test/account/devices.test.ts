import { addressPrefix } from '../../src/lib/address-prefix';
import { LOGGED_OUT } from '../../src/modules/user/routes';
import { newDeviceNotice } from '../../src/modules/user/sign-in';
import { connectAs, type TestSocket } from '../chat/ws-client';
import { useLiveSockets } from '../security/raw-http';
import { createUser, useTestApp, type TestContext } from '../helpers';

/** docs/security.md "Signed-in devices": the list, 退出此设备, 退出其他设备, the new-device notice. */
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

async function logIn(ctx: TestContext, username: string, userAgent: string, remoteAddress: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: 'Passw0rd!' },
    remoteAddress,
  });
  return response.json().result.token as string;
}
const call = (ctx: TestContext, token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: payload ? 'POST' : 'GET', url, headers: { authorization: token }, payload });
const notices = async (ctx: TestContext, token: string) =>
  (await call(ctx, token, '/api/notify/getNotifyList', {}))
    .json()
    .result.list.map((n: { message: string }) => n.message);

describe('signed-in devices', () => {
  const ctx = useTestApp();
  const live = useLiveSockets<TestSocket>(ctx);

  it('cuts addresses to their network', () => {
    expect(addressPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(addressPrefix('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(addressPrefix('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(addressPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(addressPrefix('not an address')).toBe('');
  });

  it('lists live logins with device and network, marking the current one', async () => {
    await createUser(ctx, { username: 'lister' });
    await logIn(ctx, 'lister', SAFARI_ON_IPHONE, '198.51.100.20');
    const pc = await logIn(ctx, 'lister', CHROME_ON_WINDOWS, '203.0.113.5');
    const list = (await call(ctx, pc, '/api/account/devices')).json().result as Array<Record<string, unknown>>;
    const mine = list.filter((d) => d.network !== '');
    expect(mine).toEqual([
      expect.objectContaining({ device: 'Chrome · Windows', network: '203.0.113.0/24', current: true }),
      expect.objectContaining({ device: 'Safari · iOS', network: '198.51.100.0/24', current: false }),
    ]);
    expect(JSON.stringify(list)).not.toContain('203.0.113.5');
  });

  it('退出此设备 ends that token on REST and closes its chat socket; others stay', async () => {
    await createUser(ctx, { username: 'revoker' });
    const phone = await logIn(ctx, 'revoker', SAFARI_ON_IPHONE, '198.51.100.30');
    const pc = await logIn(ctx, 'revoker', CHROME_ON_WINDOWS, '203.0.113.6');
    const phoneSocket = live.track(await connectAs(live.port, phone));
    const list = (await call(ctx, pc, '/api/account/devices')).json().result as Array<{ id: string; current: boolean }>;
    const phoneId = list.find((d) => !d.current && d.id)?.id ?? '';
    const out = await call(ctx, pc, '/api/account/devices/revoke', { id: phoneId });
    expect(out.json()).toMatchObject({ code: 0, message: '已退出该设备' });
    expect((await call(ctx, phone, '/api/account/devices')).statusCode).toBe(401);
    expect(await phoneSocket.closed).toBe(4001);
    expect(phoneSocket.frames).toContainEqual({ type: 'error', content: LOGGED_OUT });
    expect((await call(ctx, pc, '/api/account/devices')).statusCode).toBe(200);
    // Twice, or someone else's session: refused, nothing changes.
    expect((await call(ctx, pc, '/api/account/devices/revoke', { id: phoneId })).json().code).toBe(1);
    await createUser(ctx, { username: 'stranger1' });
    const stranger = await logIn(ctx, 'stranger1', CHROME_ON_WINDOWS, '192.0.2.1');
    const pcId = list.find((d) => d.current)?.id ?? '';
    expect((await call(ctx, stranger, '/api/account/devices/revoke', { id: pcId })).json().code).toBe(1);
    expect((await call(ctx, pc, '/api/account/devices')).statusCode).toBe(200);
  });

  it('退出其他设备 keeps only the asking login', async () => {
    await createUser(ctx, { username: 'purger' });
    const a = await logIn(ctx, 'purger', SAFARI_ON_IPHONE, '198.51.100.40');
    const b = await logIn(ctx, 'purger', SAFARI_ON_IPHONE, '198.51.100.41');
    const keep = await logIn(ctx, 'purger', CHROME_ON_WINDOWS, '203.0.113.7');
    expect((await call(ctx, keep, '/api/account/devices/revokeOthers', {})).json().code).toBe(0);
    expect((await call(ctx, a, '/api/account/devices')).statusCode).toBe(401);
    expect((await call(ctx, b, '/api/account/devices')).statusCode).toBe(401);
    const left = (await call(ctx, keep, '/api/account/devices')).json().result;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('a sign-in from a new device and network sends a notice; a known one does not', async () => {
    await createUser(ctx, { username: 'watched' });
    const deviceNotices = async (token: string) =>
      (await notices(ctx, token)).filter((m: string) => m.includes('新设备'));
    // createUser's session (no browser, no network) was the first sign-in, so this one is new.
    const first = await logIn(ctx, 'watched', CHROME_ON_WINDOWS, '203.0.113.8');
    expect(await deviceNotices(first)).toEqual([newDeviceNotice('Chrome · Windows', '203.0.113.0/24')]);
    await logIn(ctx, 'watched', CHROME_ON_WINDOWS, '203.0.113.9');
    expect(await deviceNotices(first)).toHaveLength(1);
    await logIn(ctx, 'watched', SAFARI_ON_IPHONE, '198.51.100.50');
    expect(await deviceNotices(first)).toContain(newDeviceNotice('Safari · iOS', '198.51.100.0/24'));
  });
});
