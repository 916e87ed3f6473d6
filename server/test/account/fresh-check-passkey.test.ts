import { CHECK_REQUIRED } from '../../src/modules/user/fresh-check';
import { createUser, useTestApp, type TestContext, type TestUser } from '../helpers';
import { softAuthenticator } from './passkey-support';
import { accountClient, codeAt, useManualClock } from './totp-support';

const ORIGIN = 'http://localhost';

/** A user with the app and a passkey, and a way to sign a fresh check with the passkey. */
async function appAndPasskey(ctx: TestContext, username: string, ms: number) {
  const { post, enrol } = accountClient(ctx);
  const user = await createUser(ctx, { username, password: 'Right1234' });
  const { secret } = await enrol(user, ms);
  const key = softAuthenticator(ORIGIN);
  const options = await post('/api/account/passkeys/registerOptions', { code: codeAt(secret, ms) }, user.token);
  const credential = key.register(options.json().result);
  expect((await post('/api/account/passkeys/register', { name: '手机', credential }, user.token)).json().code).toBe(0);
  const passkeyCheck = async () => {
    const check = await post('/api/account/passkeys/checkOptions', {}, user.token);
    return key.assert(check.json().result);
  };
  return { user, secret, passkeyCheck };
}

/** docs/security.md "Second factor": 重新生成恢复码 and 关闭两步验证 take a passkey as the fresh check too. */
describe('fresh check by passkey for the app', () => {
  const ctx = useTestApp();
  const clock = useManualClock();
  const post = (url: string, body: object, user: TestUser) => accountClient(ctx).post(url, body, user.token);

  it('new recovery codes with a passkey; nothing or the password alone is refused', async () => {
    const { user, passkeyCheck } = await appAndPasskey(ctx, 'renewkey', clock.ms);
    expect((await post('/api/account/recoveryCodes', {}, user)).json().message).toBe(CHECK_REQUIRED);
    const byPassword = await post('/api/account/recoveryCodes', { password: 'Right1234' }, user);
    expect(byPassword.json()).toMatchObject({ code: 400, message: CHECK_REQUIRED });
    const renewed = await post('/api/account/recoveryCodes', { passkey: await passkeyCheck() }, user);
    expect(renewed.json().result.recoveryCodes).toHaveLength(10);
  });

  it('turning the app off with a passkey; a check is good once', async () => {
    const { user, passkeyCheck } = await appAndPasskey(ctx, 'offkey', clock.ms);
    const once = await passkeyCheck();
    expect((await post('/api/account/recoveryCodes', { passkey: once }, user)).json().code).toBe(0);
    expect((await post('/api/account/totp/disable', { passkey: once }, user)).json().code).toBe(1);
    const off = await post('/api/account/totp/disable', { passkey: await passkeyCheck() }, user);
    expect(off.json()).toMatchObject({ code: 0, message: '两步验证已关闭' });
    const status = await ctx.app.inject({
      url: '/api/account/security',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(status.json().result.totp).toBe(false);
  });
});
