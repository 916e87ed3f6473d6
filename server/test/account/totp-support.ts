import { TOTP } from 'otpauth';
import type { TestContext, TestUser } from '../helpers';

/** The code an authenticator app holding `secret` shows at `ms`. */
export const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: ms });

/**
 * A clock the test moves by hand, so codes, steps and ticket expiry are exact. It starts at today's
 * current 30-second step: session rows are stamped by the real calendar and must not look expired.
 */
export function useManualClock() {
  const clock = { ms: Math.floor(Date.now() / 30_000) * 30_000 + 1000, advance: (ms: number) => (clock.ms += ms) };
  let spy: jest.SpyInstance | undefined;
  beforeAll(() => {
    spy = jest.spyOn(Date, 'now').mockImplementation(() => clock.ms);
  });
  afterAll(() => spy?.mockRestore());
  return clock;
}

export function accountClient(ctx: TestContext) {
  const post = (url: string, payload: object, token?: string, remoteAddress = '10.9.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  return {
    post,
    login: (user: Pick<TestUser, 'username' | 'password'>, remoteAddress?: string) =>
      post('/api/user/login', { username: user.username, password: user.password }, undefined, remoteAddress),
    secondFactor: (ticket: string, code: string, remoteAddress?: string) =>
      post('/api/user/login/secondFactor', { ticket, code }, undefined, remoteAddress),
    /** Turns TOTP on for `user` (the first code one step back) and answers the seed and recovery codes. */
    async enrol(user: TestUser, nowMs: number) {
      const begun = await post('/api/account/totp/begin', { password: user.password }, user.token);
      const { secret } = begun.json().result as { secret: string };
      const confirmed = await post('/api/account/totp/confirm', { code: codeAt(secret, nowMs - 30_000) }, user.token);
      return { secret, recoveryCodes: confirmed.json().result.recoveryCodes as string[] };
    },
    async ticketFor(user: Pick<TestUser, 'username' | 'password'>, remoteAddress?: string) {
      return (await post('/api/user/login', user, undefined, remoteAddress)).json().result.ticket as string;
    },
  };
}
