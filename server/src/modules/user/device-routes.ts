import type { FastifyInstance } from 'fastify';
import { accountContracts } from '@protocol/api/account';
import { signedInUser, type AuthUser } from '../../lib/auth-user';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { businessError } from '../../lib/errors';
import { liveSessions, revokeOwnSession } from '../../lib/sessions';
import { LOGGED_OUT } from './logged-out';

export const NO_SUCH_DEVICE = '该设备已退出或不存在';

/**
 * 登录设备 (docs/behaviour.md §4.7, docs/security.md "Signed-in devices"): the user's live
 * sessions, and signing one or all others out. A revoked session's token answers 401 on every
 * process at once (the auth check reads the row), and its chat sockets close through the ChatBus.
 */
export async function deviceRoutes(app: FastifyInstance) {
  const endSession = async (user: AuthUser, sessionId: string) => {
    if (!(await revokeOwnSession(app.db, user.id, sessionId))) return false;
    await app.chatHub.revokeSession({ ...user, sessionId }, LOGGED_OUT);
    return true;
  };

  contractRoute(app, accountContracts.devices, async (request) => {
    const user = signedInUser(request);
    const rows = await liveSessions(app.db, user.id);
    return ok(
      rows.map((row) => ({
        id: row.id,
        device: row.user_agent,
        network: row.address_prefix,
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        current: row.id === user.sessionId,
      })),
    );
  });

  contractRoute(app, accountContracts.revokeDevice, async (request) => {
    const user = signedInUser(request);
    if (!(await endSession(user, request.body.id))) throw businessError(NO_SUCH_DEVICE);
    return ok(null, '已退出该设备');
  });

  contractRoute(app, accountContracts.revokeOtherDevices, async (request) => {
    const user = signedInUser(request);
    const others = (await liveSessions(app.db, user.id)).filter((row) => row.id !== user.sessionId);
    for (const row of others) await endSession(user, row.id);
    return ok(null, '已退出其他设备');
  });
}
