import { CHALLENGE_EXPIRED, CHALLENGE_SECONDS } from '../../src/modules/user/webauthn-challenges';
import { PASSKEY_FAILED, PASSKEY_UNKNOWN } from '../../src/modules/user/passkeys';
import { createUser, useTestApp, type TestContext, type TestUser } from '../helpers';
import { softAuthenticator } from './passkey-support';
import { accountClient, useManualClock } from './totp-support';

/** What a page served by the test app is: inject's Host is localhost (port 80). */
const ORIGIN = 'http://localhost';

function passkeyClient(ctx: TestContext) {
  const { post, login } = accountClient(ctx);
  const result = async (answer: Promise<{ json: () => { result: unknown } }>) => (await answer).json().result;
  return {
    post,
    login,
    /** Adds a passkey (a fresh check by password first) and answers the authenticator holding it. */
    async enrol(user: TestUser, name = 'MacBook 指纹') {
      const key = softAuthenticator(ORIGIN);
      const options = (await result(
        post('/api/account/passkeys/registerOptions', { password: user.password }, user.token),
      )) as Parameters<typeof key.register>[0];
      const added = await post(
        '/api/account/passkeys/register',
        { name, credential: key.register(options) },
        user.token,
      );
      expect(added.json()).toMatchObject({ code: 0, result: { id: key.id, name } });
      return key;
    },
    loginOptions: async (ticket?: string) =>
      (await result(post('/api/user/login/passkeyOptions', ticket ? { ticket } : {}))) as {
        challenge: string;
        rpId: string;
      },
    signIn: (credential: object, ticket?: string) =>
      post('/api/user/login/passkey', ticket ? { ticket, credential } : { credential }),
  };
}

/** docs/security.md "Passkeys": real WebAuthn answers from a software authenticator, and attacks on them. */
describe('passkeys', () => {
  const ctx = useTestApp();
  const clock = useManualClock();
  const api = () => passkeyClient(ctx);

  it('adding one needs a fresh check; the options name this site and the user', async () => {
    const user = await createUser(ctx, { username: 'keyless', password: 'Right1234' });
    const bare = await api().post('/api/account/passkeys/registerOptions', {}, user.token);
    expect(bare.json().message).toBe('请输入当前密码');
    const options = await api().post('/api/account/passkeys/registerOptions', { password: 'Right1234' }, user.token);
    expect(options.json().result).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'keyless' } });
    expect(options.json().result.authenticatorSelection).toMatchObject({ residentKey: 'required' });
  });

  it('a passkey alone signs in, once per challenge', async () => {
    const user = await createUser(ctx, { username: 'keyholder', password: 'Right1234' });
    const key = await api().enrol(user);
    const list = await ctx.app.inject({
      url: '/api/account/passkeys',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(list.json().result).toEqual([
      expect.objectContaining({ id: key.id, name: 'MacBook 指纹', lastUsedAt: null }),
    ]);
    const options = await api().loginOptions();
    expect(options.rpId).toBe('localhost');
    const assertion = key.assert(options);
    const signedIn = await api().signIn(assertion);
    expect(signedIn.json()).toMatchObject({ code: 0, result: { id: user.id, username: 'keyholder' } });
    expect(typeof signedIn.json().result.token).toBe('string');
    const replay = await api().signIn(assertion);
    expect(replay.json()).toMatchObject({ code: 1, message: CHALLENGE_EXPIRED });
    // The password now asks for the second step and names the passkey.
    expect((await api().login(user)).json().result).toMatchObject({ needSecondFactor: true, methods: ['passkey'] });
  });

  it('a challenge expires after five minutes', async () => {
    const user = await createUser(ctx, { username: 'latekey', password: 'Right1234' });
    const key = await api().enrol(user);
    const options = await api().loginOptions();
    clock.advance((CHALLENGE_SECONDS + 1) * 1000);
    expect((await api().signIn(key.assert(options))).json()).toMatchObject({ code: 1, message: CHALLENGE_EXPIRED });
  });

  it('refuses a forged signature, another origin and a cloned counter, in Chinese', async () => {
    const user = await createUser(ctx, { username: 'forged', password: 'Right1234' });
    const key = await api().enrol(user);
    const forged = await api().signIn(key.assert(await api().loginOptions(), { tamper: true }));
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ code: 1, message: PASSKEY_FAILED });
    const elsewhere = await api().signIn(key.assert(await api().loginOptions(), { origin: 'https://evil.example' }));
    expect(elsewhere.json()).toMatchObject({ code: 1, message: PASSKEY_FAILED });
    expect((await api().signIn(key.assert(await api().loginOptions()))).json().code).toBe(0);
    key.setCounter(0);
    const cloned = await api().signIn(key.assert(await api().loginOptions()));
    expect(cloned.json()).toMatchObject({ code: 1, message: PASSKEY_FAILED });
  });

  it('a passkey made for another origin cannot be added', async () => {
    const user = await createUser(ctx, { username: 'phished', password: 'Right1234' });
    const key = softAuthenticator('https://evil.example');
    const options = await api().post('/api/account/passkeys/registerOptions', { password: 'Right1234' }, user.token);
    const credential = key.register({ ...options.json().result, rp: { id: 'evil.example' } });
    const added = await api().post('/api/account/passkeys/register', { name: '手机', credential }, user.token);
    expect(added.json()).toMatchObject({ code: 1, message: PASSKEY_FAILED });
  });

  it('after the password, the passkey finishes the login; the ticket binds the user', async () => {
    const alice = await createUser(ctx, { username: 'alicekey', password: 'Right1234' });
    const mallory = await createUser(ctx, { username: 'mallorykey', password: 'Right1234' });
    const aliceKey = await api().enrol(alice);
    const malloryKey = await api().enrol(mallory);
    const aliceTicket = (await api().login(alice)).json().result.ticket as string;
    const malloryTicket = (await api().login(mallory)).json().result.ticket as string;
    // Mallory's own passkey on Alice's ticket: not Alice's key.
    const crossed = await api().signIn(malloryKey.assert(await api().loginOptions(aliceTicket)), aliceTicket);
    expect(crossed.json()).toMatchObject({ code: 1, message: PASSKEY_UNKNOWN });
    // A challenge asked for with Mallory's ticket does not serve Alice's.
    const swapped = await api().signIn(aliceKey.assert(await api().loginOptions(malloryTicket)), aliceTicket);
    expect(swapped.json()).toMatchObject({ code: 1, message: CHALLENGE_EXPIRED });
    const done = await api().signIn(aliceKey.assert(await api().loginOptions(aliceTicket)), aliceTicket);
    expect(done.json()).toMatchObject({ code: 0, result: { id: alice.id } });
    const again = await api().post('/api/user/login/passkeyOptions', { ticket: aliceTicket });
    expect(again.json()).toMatchObject({ code: 1, message: '验证已过期，请重新登录' });
  });

  it('removing a passkey needs a fresh passkey check from this session', async () => {
    const user = await createUser(ctx, { username: 'remover', password: 'Right1234' });
    const key = await api().enrol(user);
    const byPassword = await api().post(
      '/api/account/passkeys/remove',
      { id: key.id, password: 'Right1234' },
      user.token,
    );
    expect(byPassword.json().message).toBe('请输入验证码或使用通行密钥验证');
    const other = await createUser(ctx, { username: 'othersession', password: 'Right1234' });
    await api().enrol(other);
    const check = await api().post('/api/account/passkeys/checkOptions', {}, user.token);
    const passkey = key.assert(check.json().result);
    // The check's challenge is bound to the session that asked: another account's token cannot use it.
    const stolen = await api().post('/api/account/passkeys/remove', { id: key.id, passkey }, other.token);
    expect(stolen.json().code).not.toBe(0);
    const fresh = key.assert((await api().post('/api/account/passkeys/checkOptions', {}, user.token)).json().result);
    const removed = await api().post('/api/account/passkeys/remove', { id: key.id, passkey: fresh }, user.token);
    expect(removed.json()).toMatchObject({ code: 0 });
    expect((await api().login(user)).json().result.token).toEqual(expect.any(String));
  });
});
