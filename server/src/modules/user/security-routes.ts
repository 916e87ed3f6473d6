import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountContracts } from '@protocol/api/account';
import { signedInUser } from '../../lib/auth-user';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { badRequest, businessError } from '../../lib/errors';
import type { LoginGuard } from './login-throttle';
import { acceptCode, BAD_CODE } from './second-factor';
import { checkCredentials } from './service';
import { throttledCheck } from './throttled-check';
import { beginTotp, confirmTotp, hasTotp, newRecoveryCodes, recoveryCodesLeft, removeTotp, TOTP_PURPOSE } from './totp';

export const CODE_REQUIRED = '请输入验证码';
export const PASSWORD_REQUIRED = '请输入当前密码';
export const WRONG_PASSWORD = '密码错误';
export const TOTP_OFF = '尚未启用两步验证';

/**
 * 账号安全 (docs/behaviour.md §4.7): setting up, replacing and removing the authenticator app, and
 * new recovery codes. Each change needs a fresh check (docs/security.md "Second factor"): a code
 * when a second factor is set, else the current password — a stolen token alone changes nothing.
 * Every check runs under the login throttle.
 */
export async function securityRoutes(app: FastifyInstance, throttle: LoginGuard) {
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

  contractRoute(app, accountContracts.status, async (request) => {
    const { id } = signedInUser(request);
    return ok({ totp: await hasTotp(app.db, id), recoveryCodesLeft: await recoveryCodesLeft(app.db, id) });
  });

  contractRoute(app, accountContracts.totpBegin, async (request) => {
    const user = signedInUser(request);
    if (await hasTotp(app.db, user.id)) await requireCode(request, request.body.code);
    else await requirePassword(request, request.body.password);
    return ok(await beginTotp(app.db, box, user.id, user.username));
  });

  // The first code proves the app holds the seed; only then is it the account's, with new recovery codes.
  contractRoute(app, accountContracts.totpConfirm, async (request) => {
    const user = signedInUser(request);
    const confirmed = await throttledCheck(throttle, user.username, request.ip, async () =>
      (await confirmTotp(app.db, box, user.id, request.body.code.trim())) ? true : null,
    );
    if (!confirmed) throw businessError(BAD_CODE);
    return ok({ recoveryCodes: await newRecoveryCodes(app.db, user.id) }, '两步验证已启用');
  });

  contractRoute(app, accountContracts.totpDisable, async (request) => {
    const user = signedInUser(request);
    if (!(await hasTotp(app.db, user.id))) throw businessError(TOTP_OFF);
    await requireCode(request, request.body.code);
    await removeTotp(app.db, user.id);
    return ok(null, '两步验证已关闭');
  });

  // Codes are kept hashed, so "view again" is "issue new ones": the old ones stop working.
  contractRoute(app, accountContracts.recoveryCodes, async (request) => {
    const user = signedInUser(request);
    if (!(await hasTotp(app.db, user.id))) throw businessError(TOTP_OFF);
    await requireCode(request, request.body.code);
    return ok({ recoveryCodes: await newRecoveryCodes(app.db, user.id) }, '已生成新的恢复码');
  });
}
