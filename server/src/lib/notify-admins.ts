import type { FastifyInstance } from 'fastify';
import type { NotifyType } from '../modules/notify/service';
import { ADMIN_ROLE } from '../plugins/auth';

/** Tells every admin (role 1): a message-board post (type 3) or a friend-link application (type 4). */
export async function notifyAdmins(
  app: FastifyInstance,
  type: NotifyType,
  toId: number,
  message: string,
): Promise<void> {
  const admins = await app.db.selectFrom('users').select('id').where('role', '=', ADMIN_ROLE).execute();
  for (const admin of admins) await app.notify(admin.id, type, toId, message);
}
