import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../lib/envelope';
import { MAX_PAGE_SIZE } from '../../lib/envelope';
import { PageSize } from '../../lib/paging';
import type { ChatBus } from './chat-bus';
import type { ChatService } from './chat-service';

const ListBody = Type.Object({
  size: Type.Optional(PageSize()),
  last_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
});
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Chat REST side (api.md "Chat (REST side)", spec §7 Chat). */
export function registerChatRoutes(app: FastifyInstance, service: ChatService, bus: ChatBus): void {
  app.post<{ Body: Static<typeof ListBody> | undefined }>(
    '/api/chat/getChatList',
    { schema: { body: Type.Optional(ListBody) } },
    async (request) => {
      const size = Math.min(MAX_PAGE_SIZE, request.body?.size ?? 10);
      const list = await service.list(size, request.body?.last_id ?? null);
      return ok({ list });
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/api/chat/deleteOne/:id',
    { schema: { params: IdParams }, preHandler: app.requireUser },
    async (request) => {
      // request.authUser is set by requireUser; sender-or-admin is checked in the service.
      const user = request.authUser!;
      await service.revert(user, request.params.id);
      await bus.publish({ kind: 'frame', frame: { type: 'revert', message_id: request.params.id } });
      return ok(null, '撤回成功');
    },
  );

  app.post('/api/chat/delete', { preHandler: app.requireAdmin }, async () => {
    await service.clear();
    await bus.publish({ kind: 'frame', frame: { type: 'clear' } });
    return ok(null, '聊天记录已清空');
  });
}
