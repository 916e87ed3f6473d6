import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLE } from '../../lib/auth-user';
import type { NotifyType } from './service';

/**
 * Tells every admin: a message-board post, a friend-link application or a new account
 * (docs/behaviour.md §5.2).
 */
export async function notifyAdmins(
  app: FastifyInstance,
  type: NotifyType,
  toId: number,
  message: string,
): Promise<void> {
  const admins = await app.db.selectFrom('users').select('id').where('role', '=', ADMIN_ROLE).execute();
  for (const admin of admins) await app.notify(admin.id, type, toId, message);
}
