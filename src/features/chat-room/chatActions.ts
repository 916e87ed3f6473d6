import { createAction } from '@reduxjs/toolkit';
import type { ChatContentType } from '@protocol/chatProtocol';

/*
 * Requests the socket middleware handles (docs/architecture.md: the middleware owns the socket).
 * They change no state themselves; the middleware answers with the events in chatSlice.
 */
export const chatConnectRequested = createAction('chat/connectRequested');
/** Header "reconnect": a fresh attempt even after a forced offline or exhausted retries. */
export const chatReconnectRequested = createAction('chat/reconnectRequested');
export const chatDisconnectRequested = createAction('chat/disconnectRequested');
export const chatSendRequested = createAction<{ content: string; content_type: ChatContentType }>('chat/sendRequested');
/** Admin only (docs/behaviour.md §6.4): force another online user offline. */
export const chatOfflineRequested = createAction<number>('chat/offlineRequested');
