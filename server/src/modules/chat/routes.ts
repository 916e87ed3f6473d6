import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CHAT_MAX_FRAME_BYTES } from '@protocol/chatProtocol';
import { MAX_PAGE_SIZE, ok } from '../../lib/envelope';
import { InProcessChatBus, type ChatBus } from './bus';
import { isClientSocketError } from './socket-guard';
import { ChatHub } from './hub';
import { RedisChatBus } from './redis-bus';
import { chatContracts as api } from '@protocol/api/chat';
import { contractRoute } from '../../lib/contract-route';
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
      storage: app.storage,
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
function registerChatRoutes(app: FastifyInstance, service: ChatService, hub: ChatHub, bus: ChatBus): void {
  contractRoute(app, api.list, async (request) => {
    const size = Math.min(MAX_PAGE_SIZE, request.body?.size ?? 10);
    const list = await service.list(size, request.body?.last_id ?? null);
    return ok({ list });
  });

  contractRoute(app, api.revert, async (request) => {
    // request.authUser is set by the contract's token check; sender-or-admin is checked in the service.
    const user = signedInUser(request);
    await service.revert(user, request.params.id);
    await hub.announceRevert(request.params.id);
    return ok(null, '撤回成功');
  });

  contractRoute(app, api.clear, async () => {
    await service.clear();
    await bus.publish({ kind: 'frame', frame: { type: 'clear' } });
    return ok(null, '聊天记录已清空');
  });
}
