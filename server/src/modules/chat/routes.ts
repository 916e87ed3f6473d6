import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CHAT_MAX_FRAME_BYTES } from '@protocol/chatProtocol';
import { MAX_PAGE_SIZE, ok } from '../../lib/envelope';
import { InProcessChatBus, type ChatBus } from './bus';
import { isClientSocketError } from './socket-guard';
import { ChatHub } from './hub';
import { RedisChatBus } from './redis-bus';
import { EmptyEnvelope, Envelope, TOKEN_SECURITY, failures } from '../../lib/response-schemas';
import { ChatList, IdParams, ListBody } from './schemas';
import { ChatService } from './service';
import { signedInUser } from '../../lib/auth-user';
import { screenChatText } from '../spam';

export interface ChatModuleOptions {
  /** Defaults to the in-process bus (architecture.md: scale-out keeps this door open). */
  bus?: ChatBus;
  pingIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}

/** The plugin's name: modules that use `app.chatHub` list it in their fastify-plugin `dependencies`. */
export const CHAT_PLUGIN = 'chat-module';

/** Chat: REST under /api/chat and the `/ws` socket on the same port (docs/behaviour.md §6). */
export default fp<ChatModuleOptions>(
  async function chatModule(app: FastifyInstance, options: ChatModuleOptions) {
    const service = new ChatService(app.db);
    const bus = options.bus ?? chooseBus(app, service);
    const hub = new ChatHub({
      bus,
      service,
      verifyToken: (token) => app.verifyToken(token),
      uploadDir: app.config.uploadDir,
      screenText: (text) => screenChatText(app, text),
      log: app.log,
      pingIntervalMs: options.pingIntervalMs ?? 30_000,
    });
    app.decorate('chatHub', hub);

    // Added before the websocket plugin's own preClose so sockets get 1001 (going away), not 1005.
    app.addHook('preClose', async () => {
      await hub.close();
      await bus.close();
    });
    // docs/behaviour.md §6.4: frame size bounded — ws closes a socket that sends more with 1009, others carry on.
    // A broken frame (bad opcode, bad UTF-8, too large) is the client's mistake: one debug line,
    // no stack, and the socket goes (docs/security.md, log flooding). Anything else is ours.
    await app.register(websocket, {
      options: { maxPayload: CHAT_MAX_FRAME_BYTES },
      errorHandler: (error, socket, request) => {
        if (isClientSocketError(error)) request.log.debug({ reason: error.message }, 'chat socket closed: bad frame');
        else request.log.error({ err: error }, 'chat socket failed');
        socket.terminate();
      },
    });
    app.get(
      '/ws',
      {
        websocket: true,
        schema: {
          tags: ['chat'],
          summary:
            '聊天室 WebSocket（帧格式见 protocol/chatProtocol.ts） · Chat socket, frames in protocol/chatProtocol.ts',
          response: { 101: { description: '升级为 WebSocket · Switching to WebSocket' } },
        },
      },
      (socket, request) => hub.attach(socket, request.ip),
    );
    registerChatRoutes(app, service, hub, bus);
  },
  { name: CHAT_PLUGIN },
);

/** REDIS_URL: every process shares one chat (docs/architecture.md "Scale-out"); else the in-process bus. */
function chooseBus(app: FastifyInstance, service: ChatService): ChatBus {
  if (!app.redis) return new InProcessChatBus();
  return new RedisChatBus({
    redis: app.redis,
    log: app.log,
    messagesAfter: (id) => service.listAfter(id),
    newestMessageId: () => service.newestId(),
    presenceTtlMs: app.config.presenceTtlMs,
  });
}

/** Chat REST side (docs/behaviour.md §6.3). */
function registerChatRoutes(fastify: FastifyInstance, service: ChatService, hub: ChatHub, bus: ChatBus): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/chat/getChatList',
    {
      config: { invalidates: [] },
      schema: {
        tags: ['chat'],
        summary: '聊天记录（last_id 之前的 size 条，旧的在前） · Chat history before last_id, oldest first',
        body: Type.Optional(ListBody),
        response: { 200: Envelope(ChatList), ...failures(400) },
      },
    },
    async (request) => {
      const size = Math.min(MAX_PAGE_SIZE, request.body?.size ?? 10);
      const list = await service.list(size, request.body?.last_id ?? null);
      return ok({ list });
    },
  );

  app.delete(
    '/api/chat/deleteOne/:id',
    {
      config: { invalidates: [] },
      schema: {
        tags: ['chat'],
        summary: '撤回一条消息（发送者或管理员） · Revert a message, sender or admin',
        security: TOKEN_SECURITY,
        params: IdParams,
        response: { 200: EmptyEnvelope(), ...failures(400, 401, 403, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      // request.authUser is set by requireUser; sender-or-admin is checked in the service.
      const user = signedInUser(request);
      await service.revert(user, request.params.id);
      await hub.announceRevert(request.params.id);
      return ok(null, '撤回成功');
    },
  );

  app.post(
    '/api/chat/delete',
    {
      config: { invalidates: [] },
      schema: {
        tags: ['chat'],
        summary: '清空聊天记录（管理员） · Clear the chat, admin only',
        security: TOKEN_SECURITY,
        response: { 200: EmptyEnvelope(), ...failures(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => {
      await service.clear();
      await bus.publish({ kind: 'frame', frame: { type: 'clear' } });
      return ok(null, '聊天记录已清空');
    },
  );
}
