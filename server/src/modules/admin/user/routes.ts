import type { FastifyInstance } from 'fastify';
import { adminUserContracts as api } from '@protocol/api/adminUser';
import { ACCOUNT_DISABLED } from '../../../lib/auth-user';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { UPDATED } from '../shared/crud';
import { listUsers, updateUser } from './service';

/** Users on the desk (protocol/api/adminUser.ts): list and search; role and disabled flag. */
export default async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.list, async (request) => ok(await listUsers(app.db, request.query)));

  contractRoute(app, api.update, async (request) => {
    const { user, revokedVersion } = await updateUser(app.db, request.params.id, request.body);
    // Open chat sockets of a disabled user close at once, on every process (ChatBus).
    if (revokedVersion !== null) await app.chatHub.revokeUserSessions(user.id, revokedVersion, ACCOUNT_DISABLED);
    return ok(user, UPDATED);
  });
}
