import type { Middleware } from '@reduxjs/toolkit';
import { sessionExpired } from '@/shared/session/sessionActions';
import { loggedOut, logoutStarted, selectUserInfo, tokenReceived, userInfoLoaded } from '@/features/auth';
import {
  chatConnectRequested,
  chatDisconnectRequested,
  chatOfflineRequested,
  chatReconnectRequested,
  chatSendRequested,
} from './chatActions';
import { createChatConnection } from './chatConnection';
import type { ChatMiddlewareState, ChatSocketMiddlewareOptions } from './chatSocketTypes';

export {
  CONNECT_FAILED_TEXT,
  HEALTH_CHECK_MS,
  MAX_RETRIES,
  RETRY_DELAY_MS,
  type ChatSocket,
  type ChatSocketMiddlewareOptions,
} from './chatSocketTypes';

/**
 * Owns the chat socket (docs/architecture.md): the chat's actions reach the one connection
 * (chatConnection.ts) — connect on start, send, reconnect, leave — and login or logout rebinds it.
 */
export function createChatSocketMiddleware(
  options: ChatSocketMiddlewareOptions,
): Middleware<object, ChatMiddlewareState> {
  return (store) => {
    const connection = createChatConnection(store, options);
    return (next) => (action) => {
      const result = next(action);
      if (chatConnectRequested.match(action)) connection.ensureStarted();
      else if (chatReconnectRequested.match(action)) connection.reconnect();
      else if (chatDisconnectRequested.match(action)) connection.stop();
      else if (chatSendRequested.match(action)) {
        const frame = {
          type: 'message' as const,
          ...action.payload,
          user_id: selectUserInfo(store.getState())?.id ?? null,
        };
        connection.sendMessage(frame);
      } else if (chatOfflineRequested.match(action)) connection.send({ type: 'offline', user_id: action.payload });
      else if (logoutStarted.match(action)) {
        // The server is about to close this session's sockets (docs/security.md "Sessions"): leave
        // first, so that close is no failure to retry and no notice; `loggedOut` reconnects as a visitor.
        connection.leave();
      } else if (
        tokenReceived.match(action) ||
        userInfoLoaded.match(action) ||
        loggedOut.match(action) ||
        sessionExpired.match(action)
      ) {
        connection.identityChanged();
      }
      return result;
    };
  };
}
