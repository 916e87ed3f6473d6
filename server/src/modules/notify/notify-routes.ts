import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { OptionalPagingFields } from '../../lib/paging';
import { listNotifications, markRead, removeNotification } from './notify-service';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
type IdParamsT = { id: number };

/** spec §7 / api.md: `userId` may be sent but is ignored — the token decides whose list it is. */
const ListBody = Type.Object({
  ...OptionalPagingFields,
  userId: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
});
type ListBodyT = { current?: number; size?: number };

/** api.md Notifications: list, mark read, delete — all acting on the token's user only. */
export default async function notifyRoutes(app: FastifyInstance) {
  app.post<{ Body: ListBodyT | undefined }>(
    '/api/notify/getNotifyList',
    { preHandler: app.requireUser, schema: { body: Type.Optional(ListBody) } },
    async (request) => {
      const user = request.authUser!;
      return ok(await listNotifications(app.db, user.id, request.body?.current, request.body?.size));
    },
  );

  app.put<{ Params: IdParamsT }>(
    '/api/notify/update/:id',
    { preHandler: app.requireUser, schema: { params: IdParams } },
    async (request) => {
      await markRead(app.db, request.authUser!.id, request.params.id);
      return ok(null, '已读');
    },
  );

  app.put<{ Params: IdParamsT }>(
    '/api/notify/delete/:id',
    { preHandler: app.requireUser, schema: { params: IdParams } },
    async (request) => {
      await removeNotification(app.db, request.authUser!.id, request.params.id);
      return ok(null, '删除成功');
    },
  );
}
