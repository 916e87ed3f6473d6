import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, createUser, TEST_JWT_SECRET, type TestContext } from '../helpers';
import { LOGIN_PER_IP_PER_MINUTE, REGISTER_PER_IP_PER_HOUR } from '../../src/modules/user/routes';

/** Signs an HS256 JWT by hand so the tests can forge tokens the server must refuse. */
function signHs256(payload: Record<string, unknown>, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`;
}

let ip = 0;
/** Each call from its own client address, so per-IP limits only bite where a test means them to. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
/** 30-odd bcrypt hashes or compares in a row: several seconds on a loaded machine. */
const BCRYPT_LOOP_TIMEOUT_MS = 30_000;

describe('user module (docs/behaviour.md §4.5)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, payload: object, remoteAddress = nextIp()) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
  const put = (url: string, payload: object, token?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url,
      payload,
      headers: token ? { authorization: token } : {},
      remoteAddress: nextIp(),
    });

  it('registers, stores a bcrypt hash, and logs in with token + id', async () => {
    const reg = await post('/api/user/register', { username: 'newreader', password: 'abc123', nick_name: '新读者' });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({ code: 0, result: { username: 'newreader' } });
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'newreader')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$2[aby]\$/);
    expect(row).toMatchObject({ role: 2, nick_name: '新读者' });

    const login = await post('/api/user/login', { username: 'newreader', password: 'abc123' });
    const body = login.json();
    expect(body).toMatchObject({
      code: 0,
      message: '登录成功',
      result: { id: row.id, username: 'newreader', role: 2 },
    });
    expect(await ctx.app.verifyToken(body.result.token)).toMatchObject({ id: row.id });
  });

  it('refuses a duplicate username with a business error', async () => {
    await createUser(ctx, { username: 'takenname' });
    const res = await post('/api/user/register', { username: 'takenname', password: 'abc123', nick_name: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, message: '用户名已存在' });
  });

  it.each([
    [{ username: 'abcd', password: 'abc123' }, '用户账号长度应该在5-16之间'],
    [{ username: 'a'.repeat(17), password: 'abc123' }, '用户账号长度应该在5-16之间'],
    [{ username: '', password: 'abc123' }, '请输入用户账号'],
    [{ username: 'goodname1', password: '123456' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    [{ username: 'goodname2', password: 'abcdefg' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    [{ username: 'goodname3', password: 'ab1' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    [{ username: 'goodname4', password: 'abc123密码' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    [{ username: 'goodname5', password: 'a1'.repeat(10) }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
  ])('enforces the docs/behaviour.md §4.2 rules on the server: %j', async (payload, message) => {
    const res = await post('/api/user/register', { ...payload, nick_name: 'n' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(
      await ctx.db.selectFrom('users').select('id').where('username', '=', payload.username).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('gives one message for a wrong password and an unknown user', async () => {
    await createUser(ctx, { username: 'knownuser', password: 'Right123' });
    const wrong = await post('/api/user/login', { username: 'knownuser', password: 'Wrong123' });
    const unknown = await post('/api/user/login', { username: 'nobodyhere', password: 'Wrong123' });
    expect(wrong.json()).toEqual({ code: 1, message: '用户名或密码错误' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.statusCode).toBe(200);
  });

  // Login throttling (per username and client, per client, delay per username): security/01-login-lockout.test.ts.

  it(
    'throttles one client address across usernames (429)',
    async () => {
      const addr = '10.9.9.9';
      const results = [];
      for (let i = 0; i < LOGIN_PER_IP_PER_MINUTE + 2; i += 1) {
        results.push(
          (await post('/api/user/login', { username: `someone${i}`, password: 'Nope1234' }, addr)).statusCode,
        );
      }
      expect(results.slice(0, LOGIN_PER_IP_PER_MINUTE).every((s) => s === 200)).toBe(true);
      expect(results.slice(LOGIN_PER_IP_PER_MINUTE)).toEqual([429, 429]);
    },
    BCRYPT_LOOP_TIMEOUT_MS,
  );

  it(
    'rate-limits registration per client',
    async () => {
      const addr = '10.8.8.8';
      const codes = [];
      for (let i = 0; i <= REGISTER_PER_IP_PER_HOUR; i += 1) {
        codes.push(
          (await post('/api/user/register', { username: `bulk${i}user`, password: 'abc123' }, addr)).statusCode,
        );
      }
      expect(codes.slice(0, REGISTER_PER_IP_PER_HOUR).every((s) => s === 200)).toBe(true);
      expect(codes[REGISTER_PER_IP_PER_HOUR]).toBe(429);
    },
    BCRYPT_LOOP_TIMEOUT_MS,
  );

  it('getUserInfoById returns nothing private', async () => {
    const user = await createUser(ctx, { username: 'publicguy', nick_name: '公开' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/getUserInfoById/${user.id}` });
    expect(res.json()).toEqual({
      code: 0,
      message: '成功',
      result: { id: user.id, role: 2, nick_name: '公开', avatar: '' },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/getUserInfoById/99999' })).statusCode).toBe(404);
  });

  it('updateOwnUserInfo changes only the token user, whatever id is sent', async () => {
    const me = await createUser(ctx, { username: 'ownerone' });
    const other = await createUser(ctx, { username: 'ownertwo', nick_name: 'other' });
    // Avatars must be one of our uploads that exists (security/08-avatar.test.ts).
    fs.writeFileSync(path.join(ctx.config.uploadDir, 'abc.png'), 'png');
    const res = await put(
      '/api/user/updateOwnUserInfo',
      { id: other.id, nick_name: '新昵称', avatar: '/uploads/abc.png' },
      me.token,
    );
    expect(res.json()).toMatchObject({
      code: 0,
      result: { id: me.id, nick_name: '新昵称', avatar: '/uploads/abc.png' },
    });
    const otherRow = await ctx.db
      .selectFrom('users')
      .select('nick_name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(otherRow.nick_name).toBe('other');
    expect((await put('/api/user/updateOwnUserInfo', { avatar: 'javascript:alert(1)' }, me.token)).statusCode).toBe(
      400,
    );
    expect(
      (await put('/api/user/updateOwnUserInfo', { avatar: '/uploads/../api/article/getArticleById/1' }, me.token))
        .statusCode,
    ).toBe(400);
    expect((await put('/api/user/updateOwnUserInfo', { nick_name: 'x' })).statusCode).toBe(401);
  });

  it('refuses tampered, forged, expired and missing tokens with a clear 401', async () => {
    const me = await createUser(ctx, { username: 'tokenuser' });
    const [head, , sig] = me.token.split('.');
    const elevated = Buffer.from(JSON.stringify({ id: me.id, role: 1, username: 'tokenuser', tv: 0 })).toString(
      'base64url',
    );
    const t = Math.floor(Date.now() / 1000);
    const cases: [string | undefined, RegExp][] = [
      [undefined, /请先登录/],
      [`${head}.${elevated}.${sig}`, /无效/],
      [
        signHs256({ id: me.id, role: 2, username: 'tokenuser', tv: 0, iat: t }, 'another-secret-entirely-different'),
        /无效/,
      ],
      [
        signHs256({ id: me.id, role: 2, username: 'tokenuser', tv: 0, iat: t - 100, exp: t - 10 }, TEST_JWT_SECRET),
        /过期/,
      ],
    ];
    for (const [token, message] of cases) {
      const res = await put('/api/user/updateOwnUserInfo', { nick_name: 'hacked' }, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(message);
    }
    const row = await ctx.db.selectFrom('users').select('nick_name').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row.nick_name).toBe('tokenuser');
  });

  it('updatePassword checks old, rules, confirm and difference, then retires old tokens', async () => {
    const me = await createUser(ctx, { username: 'pwchanger', password: 'Old12345' });
    const change = (body: object) => put('/api/user/updatePassword', body, me.token);
    expect((await change({ password: 'Bad12345', password1: 'New12345', password2: 'New12345' })).json()).toEqual({
      code: 1,
      message: '原密码错误',
    });
    expect((await change({ password: 'Old12345', password1: 'New12345', password2: 'New99999' })).json()).toEqual({
      code: 1,
      message: '两次密码不一致',
    });
    expect((await change({ password: 'Old12345', password1: 'Old12345', password2: 'Old12345' })).json()).toEqual({
      code: 1,
      message: '新密码不能与原密码相同',
    });
    const weak = await change({ password: 'Old12345', password1: '12345678', password2: '12345678' });
    expect(weak.statusCode).toBe(400);
    const done = await change({ password: 'Old12345', password1: 'New12345', password2: 'New12345' });
    expect(done.json()).toMatchObject({ code: 0 });
    expect((await change({ password: 'New12345', password1: 'Newer123', password2: 'Newer123' })).statusCode).toBe(401);
    expect((await post('/api/user/login', { username: 'pwchanger', password: 'Old12345' })).json().code).toBe(1);
    expect((await post('/api/user/login', { username: 'pwchanger', password: 'New12345' })).json().code).toBe(0);
  });
});
