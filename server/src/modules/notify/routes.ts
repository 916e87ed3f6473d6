import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { notifyContracts as api } from '@protocol/api/notify';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { createNotify, listNotifications, markRead, removeNotification, type NotifyFn } from './service';
import { signedInUser } from '../../lib/auth-user';

declare module 'fastify' {
  interface FastifyInstance {
    /** notify(userId, type, toId, message): the one producer of notifications (docs/behaviour.md §5.2). */
    notify: NotifyFn;
  }
}

/** The plugin's name: modules that use `app.notify` (or notifyAdmins) list it in their `dependencies`. */
export const NOTIFY_PLUGIN = 'notify-module';

/**
 * Not encapsulated (fastify-plugin) so `app.notify` is visible to every other module; the routes
 * themselves live in their own encapsulated child.
 */
export default fp(
  async function notifyModule(app: FastifyInstance) {
    app.decorate('notify', createNotify(app.db));
    await app.register(notifyRoutes);
  },
  { name: NOTIFY_PLUGIN },
);

/** docs/behaviour.md §5.2: list, mark read, delete — all acting on the token's user only. */
async function notifyRoutes(app: FastifyInstance) {
  contractRoute(app, api.list, async (request) =>
    ok(await listNotifications(app.db, signedInUser(request).id, request.body?.current, request.body?.size)),
  );

  contractRoute(app, api.markRead, async (request) => {
    await markRead(app.db, signedInUser(request).id, request.params.id);
    return ok(null, '已读');
  });

  contractRoute(app, api.remove, async (request) => {
    await removeNotification(app.db, signedInUser(request).id, request.params.id);
    return ok(null, '删除成功');
  });
}
