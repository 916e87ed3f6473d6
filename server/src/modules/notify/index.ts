import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createNotify, type NotifyFn } from './notify-service';
import notifyRoutes from './notify-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** notify(userId, type, toId, message): the one producer of notifications (issue 3, docs/behaviour.md §5.2). */
    notify: NotifyFn;
  }
}

/**
 * Not encapsulated (fastify-plugin) so `app.notify` is visible to every other module; the routes
 * themselves live in their own encapsulated child.
 */
export default fp(
  async function notifyModule(app: FastifyInstance) {
    app.decorate('notify', createNotify(app.db));
    await app.register(notifyRoutes);
  },
  { name: 'notify-module' },
);
