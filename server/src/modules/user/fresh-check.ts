import type { FreshCheck } from '@protocol/api/passkey';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../../lib/auth-user';
import { badRequest, businessError, type AppError } from '../../lib/errors';
import type { LoginGuard } from './login-throttle';
import { relyingParty, verifyAssertion } from './passkeys';
import { acceptCode, BAD_CODE, secondFactorsOf } from './second-factor';
import { checkCredentials } from './service';
import { throttledCheck } from './throttled-check';
import { TOTP_PURPOSE } from './totp';

export const CODE_REQUIRED = '请输入验证码';
export const PASSWORD_REQUIRED = '请输入当前密码';
export const WRONG_PASSWORD = '密码错误';
export const CHECK_REQUIRED = '请输入验证码或使用通行密钥验证';

/**
 * The fresh check before a change to the account's keys (docs/security.md "Second factor"): a code
 * or a passkey when a second factor is set, else the current password — a stolen token alone
 * changes nothing. Every check runs under the login throttle.
 */
export function freshChecks(app: FastifyInstance, throttle: LoginGuard) {
  const box = app.secretBox(TOTP_PURPOSE);

  /** A code from the app (or a recovery code), checked once and throttled. */
  async function requireCode(request: FastifyRequest, code: string | undefined): Promise<void> {
    const user = signedInUser(request);
    if (!code?.trim()) throw badRequest(CODE_REQUIRED);
    const kind = await throttledCheck(throttle, user.username, request.ip, () =>
      acceptCode(app.db, box, user.id, code),
    );
    if (!kind) throw businessError(BAD_CODE);
  }

  async function requirePassword(request: FastifyRequest, password: string | undefined): Promise<void> {
    const user = signedInUser(request);
    if (!password) throw badRequest(PASSWORD_REQUIRED);
    const row = await throttledCheck(throttle, user.username, request.ip, () =>
      checkCredentials(app.db, user.username, password),
    );
    if (!row || row.id !== user.id) throw businessError(WRONG_PASSWORD);
  }

  /** One of the user's passkeys, asked for with `passkeyCheckOptions` by this session. */
  async function requirePasskey(request: FastifyRequest, passkey: NonNullable<FreshCheck['passkey']>): Promise<void> {
    const user = signedInUser(request);
    let refusal: AppError | null = null;
    await throttledCheck(throttle, user.username, request.ip, async () => {
      const ceremony = { purpose: 'check' as const, boundTo: user.sessionId, userId: user.id };
      const owner = await verifyAssertion(app.db, relyingParty(request), ceremony, passkey);
      if (typeof owner === 'number') return owner;
      refusal = owner;
      return null;
    });
    if (refusal) throw refusal;
  }

  async function requireFresh(request: FastifyRequest, check: FreshCheck): Promise<void> {
    const factors = await secondFactorsOf(app.db, signedInUser(request).id);
    if (factors.length === 0) return requirePassword(request, check.password);
    if (check.passkey && factors.includes('passkey')) return requirePasskey(request, check.passkey);
    if (check.code?.trim() && factors.includes('totp')) return requireCode(request, check.code);
    throw badRequest(factors.includes('passkey') ? CHECK_REQUIRED : CODE_REQUIRED);
  }

  return { requireFresh };
}
