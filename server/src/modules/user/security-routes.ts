import type { FastifyInstance } from 'fastify';
import { accountContracts } from '@protocol/api/account';
import { ADMIN_ROLE, signedInUser } from '../../lib/auth-user';
import { adminSecondFactorRequired } from './admin-policy';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { businessError } from '../../lib/errors';
import { freshChecks } from './fresh-check';
import type { LoginGuard } from './login-throttle';
import { BAD_CODE } from './second-factor';
import { throttledCheck } from './throttled-check';
import { beginTotp, confirmTotp, hasTotp, newRecoveryCodes, recoveryCodesLeft, removeTotp, TOTP_PURPOSE } from './totp';

export const TOTP_OFF = '尚未启用两步验证';

/**
 * 账号安全 (docs/behaviour.md §4.7): setting up, replacing and removing the authenticator app, and
 * new recovery codes. Each change needs a fresh check (fresh-check.ts, docs/security.md "Second
 * factor"): a code or a passkey when a second factor is set, else the current password.
 */
export async function securityRoutes(app: FastifyInstance, throttle: LoginGuard) {
  const box = app.secretBox(TOTP_PURPOSE);
  const { requireFresh } = freshChecks(app, throttle);

  contractRoute(app, accountContracts.status, async (request) => {
    const { id, role } = signedInUser(request);
    const status = { totp: await hasTotp(app.db, id), recoveryCodesLeft: await recoveryCodesLeft(app.db, id) };
    if (role !== ADMIN_ROLE) return ok(status);
    return ok({ ...status, adminSecondFactor: await adminSecondFactorRequired(app.db) });
  });

  contractRoute(app, accountContracts.totpBegin, async (request) => {
    const user = signedInUser(request);
    await requireFresh(request, request.body);
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
    await requireFresh(request, request.body);
    await removeTotp(app.db, user.id);
    return ok(null, '两步验证已关闭');
  });

  // With the app on, requireFresh takes a code or a passkey, never the password alone.
  // Codes are kept hashed, so "view again" is "issue new ones": the old ones stop working.
  contractRoute(app, accountContracts.recoveryCodes, async (request) => {
    const user = signedInUser(request);
    if (!(await hasTotp(app.db, user.id))) throw businessError(TOTP_OFF);
    await requireFresh(request, request.body);
    return ok({ recoveryCodes: await newRecoveryCodes(app.db, user.id) }, '已生成新的恢复码');
  });
}
