import type { Dispatch, MiddlewareAPI } from '@reduxjs/toolkit';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { browserNetwork } from '@/shared/lib/network';
import { selectToken, selectUserInfo } from '@/features/auth';
import { CHAT_CLOSE_KICKED, parseServerFrame, type ClientFrame, type ServerFrame } from '@protocol/chatProtocol';
import * as room from './chatSlice';
import { actionForFrame } from './chatFrames';
import type { ChatMiddlewareState, ChatSocket, ChatSocketMiddlewareOptions } from './chatSocketTypes';
import { CONNECT_FAILED_TEXT, defaultUrl, HEALTH_CHECK_MS, MAX_RETRIES, OPEN, RETRY_DELAY_MS } from './chatSocketTypes';

type MessageFrame = Extract<ClientFrame, { type: 'message' }>;

/**
 * The chat socket's life (docs/architecture.md: one owner, the middleware in chatSocketMiddleware.ts):
 * connect with the token, the 30 s health check, 5 s × 5 retries, the one pending send, and socket
 * events turned into chatSlice actions. Offline (docs/behaviour.md §12.4) it waits for the network
 * instead of spending its retries. The socket, timers and counters live only in this closure.
 */
export function createChatConnection(
  store: MiddlewareAPI<Dispatch, ChatMiddlewareState>,
  { createSocket, url = defaultUrl, network = browserNetwork }: ChatSocketMiddlewareOptions,
) {
  let socket: ChatSocket | null = null;
  let started = false;
  let kicked = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let healthTimer: ReturnType<typeof setInterval> | null = null;
  let connectedToken: string | null = null;
  /** Set once `tips` arrives: only then is a missing own entry in onlineList meaningful. */
  let initialised = false;
  let pending: ClientFrame | null = null;
  let unwatchNetwork: (() => void) | null = null;

  const send = (frame: ClientFrame) => socket?.send(JSON.stringify(frame));

  function drop() {
    if (!socket) return;
    const old = socket;
    socket = null;
    initialised = false;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    old.close();
  }

  function scheduleRetry() {
    if (retryTimer || kicked || !started) return;
    if (!network.isOnline()) return void store.dispatch(room.networkLost());
    if (retries >= MAX_RETRIES) {
      store.dispatch(room.socketFailed());
      return;
    }
    retries += 1;
    store.dispatch(noticeShown({ kind: 'error', message: CONNECT_FAILED_TEXT }));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, RETRY_DELAY_MS);
  }

  /** docs/behaviour.md §6.4: forced offline (the frame or its close code) ends retries and the pending send. */
  function kickedOut() {
    kicked = true;
    pending = null;
    drop();
    store.dispatch(room.forcedOffline());
  }

  function onFrame(frame: ServerFrame) {
    const me = selectUserInfo(store.getState());
    const action = actionForFrame(frame, me);
    if (action) store.dispatch(action);
    if (frame.type === 'tips') {
      initialised = true;
      // docs/behaviour.md §6.4: after a reconnect the pending send is retried — exactly once.
      if (pending) {
        send(pending);
        store.dispatch(room.queuedSent());
      }
      pending = null;
    } else if (frame.type === 'offline') kickedOut();
    else if (frame.type === 'onlineList' && initialised && me && connectedToken) {
      // docs/behaviour.md §6.4: a user whose own entry is missing from the online list is closed.
      if (!frame.list.some((u) => u.user_id === me.id)) {
        drop();
        store.dispatch(room.socketClosed());
      }
    }
  }

  function connect() {
    drop();
    const token = selectToken(store.getState());
    connectedToken = token;
    store.dispatch(room.socketConnecting());
    const ws = createSocket(url());
    socket = ws;
    ws.onopen = () => {
      retries = 0;
      store.dispatch(room.socketOpened());
      const me = selectUserInfo(store.getState());
      send({ type: 'init', user_id: me?.id ?? null, token });
    };
    ws.onmessage = (event) => {
      const frame = typeof event.data === 'string' ? parseServerFrame(event.data) : null;
      if (frame) onFrame(frame);
    };
    ws.onerror = () => undefined; // a close event always follows
    ws.onclose = (event) => {
      if (socket !== ws) return;
      if (event.code === CHAT_CLOSE_KICKED) return kickedOut();
      socket = null;
      initialised = false;
      store.dispatch(room.socketClosed());
      scheduleRetry();
    };
  }

  function freshAttempt() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    retries = 0;
    connect();
  }

  function onNetwork(online: boolean) {
    if (!started) return;
    if (online) {
      if (!kicked) freshAttempt();
      return;
    }
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    drop();
    store.dispatch(room.networkLost());
  }

  function start() {
    started = true;
    healthTimer ??= setInterval(() => {
      // docs/behaviour.md §6.4: the health check reconnects when not open (not after a forced offline,
      // not mid-retry, not without a network).
      if (!kicked && !retryTimer && socket?.readyState !== OPEN && network.isOnline()) freshAttempt();
    }, HEALTH_CHECK_MS);
    unwatchNetwork ??= network.subscribe(onNetwork);
    if (network.isOnline()) freshAttempt();
    else store.dispatch(room.networkLost());
  }

  function stop() {
    started = false;
    if (healthTimer) clearInterval(healthTimer);
    if (retryTimer) clearTimeout(retryTimer);
    healthTimer = retryTimer = null;
    unwatchNetwork?.();
    unwatchNetwork = null;
    drop();
    store.dispatch(room.socketClosed());
  }

  /** Sends a chat message now, or keeps it as the one pending send (docs/behaviour.md §6.4). */
  function sendMessage(frame: MessageFrame) {
    if (socket?.readyState === OPEN && initialised) return send(frame);
    // Not open yet: keep it as the pending send and reconnect now unless a socket is still
    // connecting or there is no network (then the 'online' event reconnects).
    pending = frame;
    store.dispatch(room.sendQueued(frame.content));
    const idle = !socket || socket.readyState > OPEN;
    if (started && !kicked && idle && network.isOnline()) freshAttempt();
  }

  return {
    /** Connects once; later calls do nothing. */
    ensureStarted: () => void (started || start()),
    /** The reader's own 重新连接: also after a forced offline. */
    reconnect() {
      kicked = false;
      if (started) freshAttempt();
      else start();
    },
    stop,
    sendMessage,
    send,
    /** Leaves without a failure to retry (the server is about to close this session's sockets). */
    leave: drop,
    /** Login or logout: binds the socket to the new identity (or none) when it changed. */
    identityChanged() {
      if (!started || selectToken(store.getState()) === connectedToken) return;
      kicked = false;
      freshAttempt();
    },
  };
}
