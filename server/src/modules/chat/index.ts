import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CHAT_MAX_FRAME_BYTES } from '../../../../src/shared/protocol/chatProtocol';
import { InProcessChatBus, type ChatBus } from './chat-bus';
import { ChatHub } from './chat-hub';
import { ChatService } from './chat-service';
import { registerChatRoutes } from './chat-routes';

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

/** Chat: REST under /api/chat and the `/ws` socket on the same port (api.md). */
export default fp<ChatModuleOptions>(
  async function chatModule(app: FastifyInstance, options: ChatModuleOptions) {
    const bus = options.bus ?? new InProcessChatBus();
    const service = new ChatService(app.db);
    const hub = new ChatHub({
      bus,
      service,
      verifyToken: (token) => app.verifyToken(token),
      uploadDir: app.config.uploadDir,
      log: app.log,
      pingIntervalMs: options.pingIntervalMs ?? 30_000,
    });
    app.decorate('chatHub', hub);

    // Added before the websocket plugin's own preClose so sockets get 1001 (going away), not 1005.
    app.addHook('preClose', async () => {
      await hub.close();
      await bus.close();
    });
    // api.md: frame size bounded — ws closes a socket that sends more with 1009, others carry on.
    await app.register(websocket, { options: { maxPayload: CHAT_MAX_FRAME_BYTES } });
    app.get('/ws', { websocket: true }, (socket, request) => hub.attach(socket, request.ip));
    registerChatRoutes(app, service, bus);
  },
  { name: 'chat-module', dependencies: [] },
);
