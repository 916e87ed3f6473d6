import type { FastifyInstance } from 'fastify';
import { accountContracts } from '@protocol/api/account';
import { PASSKEY_NAME_MAX } from '@protocol/accountRules';
import { signedInUser } from '../../lib/auth-user';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { badRequest, businessError } from '../../lib/errors';
import { freshChecks } from './fresh-check';
import type { LoginGuard } from './login-throttle';
import {
  authenticationOptions,
  passkeysOf,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
} from './passkeys';

export const PASSKEY_NAME_REQUIRED = '请为通行密钥命名';
export const PASSKEY_NAME_TOO_LONG = `通行密钥名称不能超过 ${PASSKEY_NAME_MAX} 个字`;
export const PASSKEY_NOT_FOUND = '通行密钥不存在';

/**
 * 账号安全's passkeys (docs/behaviour.md §4.7, docs/security.md "Passkeys"): list, add (after a
 * fresh check, fresh-check.ts), remove (after a fresh check). Each ceremony's challenge is bound to
 * the session that asked for it.
 */
export async function passkeyRoutes(app: FastifyInstance, throttle: LoginGuard) {
  const { requireFresh } = freshChecks(app, throttle);

  contractRoute(app, accountContracts.passkeys, async (request) => {
    const keys = await passkeysOf(app.db, signedInUser(request).id);
    return ok(keys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })));
  });

  contractRoute(app, accountContracts.passkeyCheckOptions, async (request) => {
    const user = signedInUser(request);
    const ceremony = { purpose: 'check' as const, boundTo: user.sessionId, userId: user.id };
    return ok(await authenticationOptions(app.db, relyingParty(request), ceremony));
  });

  contractRoute(app, accountContracts.passkeyRegisterOptions, async (request) => {
    const user = signedInUser(request);
    await requireFresh(request, request.body);
    return ok(await registrationOptions(app.db, relyingParty(request), user, user.sessionId));
  });

  contractRoute(app, accountContracts.passkeyRegister, async (request) => {
    const user = signedInUser(request);
    const name = request.body.name.trim();
    if (!name) throw badRequest(PASSKEY_NAME_REQUIRED);
    if ([...name].length > PASSKEY_NAME_MAX) throw badRequest(PASSKEY_NAME_TOO_LONG);
    const owner = { userId: user.id, sessionId: user.sessionId, name };
    return ok(await registerPasskey(app.db, relyingParty(request), owner, request.body.credential), '通行密钥已添加');
  });

  contractRoute(app, accountContracts.passkeyRemove, async (request) => {
    const user = signedInUser(request);
    await requireFresh(request, request.body);
    if (!(await removePasskey(app.db, user.id, request.body.id))) throw businessError(PASSKEY_NOT_FOUND);
    return ok(null, '通行密钥已删除');
  });
}
