import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { EmptyEnvelope, Paged, TOKEN_SECURITY, failures } from '../../lib/response-schemas';
import { IdParams, ListBody, Notification } from './schemas';
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
async function notifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/notify/getNotifyList',
    {
      config: { invalidates: [] },
      preHandler: app.requireUser,
      schema: {
        tags: ['notify'],
        summary: '我的通知（未读在前） · My notifications, unread first',
        security: TOKEN_SECURITY,
        body: Type.Optional(ListBody),
        response: { 200: Paged(Notification), ...failures(400, 401) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return ok(await listNotifications(app.db, user.id, request.body?.current, request.body?.size));
    },
  );

  app.put(
    '/api/notify/update/:id',
    {
      config: { invalidates: [] },
      preHandler: app.requireUser,
      schema: {
        tags: ['notify'],
        summary: '标记为已读 · Mark as read',
        security: TOKEN_SECURITY,
        params: IdParams,
        response: { 200: EmptyEnvelope(), ...failures(400, 401) },
      },
    },
    async (request) => {
      await markRead(app.db, signedInUser(request).id, request.params.id);
      return ok(null, '已读');
    },
  );

  app.put(
    '/api/notify/delete/:id',
    {
      config: { invalidates: [] },
      preHandler: app.requireUser,
      schema: {
        tags: ['notify'],
        summary: '删除通知 · Delete a notification',
        security: TOKEN_SECURITY,
        params: IdParams,
        response: { 200: EmptyEnvelope(), ...failures(400, 401) },
      },
    },
    async (request) => {
      await removeNotification(app.db, signedInUser(request).id, request.params.id);
      return ok(null, '删除成功');
    },
  );
}
