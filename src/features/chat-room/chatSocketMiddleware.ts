import type { Middleware } from '@reduxjs/toolkit';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { browserNetwork, type NetworkWatch } from '@/shared/lib/network';
import { sessionExpired } from '@/shared/session/sessionActions';
import { loggedOut, logoutStarted, selectToken, selectUserInfo, tokenReceived, userInfoLoaded } from '@/features/auth';
import { CHAT_CLOSE_KICKED, parseServerFrame, type ClientFrame, type ServerFrame } from '@protocol/chatProtocol';
import {
  chatConnectRequested,
  chatDisconnectRequested,
  chatOfflineRequested,
  chatReconnectRequested,
  chatSendRequested,
} from './chatActions';
import {
  forcedOffline,
  historyCleared,
  messageReceived,
  messageReverted,
  networkLost,
  onlineListReceived,
  queuedSent,
  sendQueued,
  socketClosed,
  socketConnecting,
  socketFailed,
  socketOpened,
} from './chatSlice';

/** The part of a browser WebSocket the middleware uses, so tests can hand in a fake. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/**
 * The state the middleware reads: the signed-in user, as the auth feature's selectors see it (not the
 * app's RootState, so the store and its middleware do not import each other).
 */
type ChatMiddlewareState = Parameters<typeof selectToken>[0] & Parameters<typeof selectUserInfo>[0];

export interface ChatSocketMiddlewareOptions {
  createSocket: (url: string) => ChatSocket;
  /** Defaults to `/ws` on the page's own host (docs/behaviour.md §6.4: same port as HTTP). */
  url?: () => string;
  /** The browser's network state (tests pass a fake); docs/behaviour.md §12.4. */
  network?: NetworkWatch;
}

/** docs/behaviour.md §6.4: health check every 30 s; reconnect every 5 s, at most 5 tries. */
export const HEALTH_CHECK_MS = 30_000;
export const RETRY_DELAY_MS = 5_000;
export const MAX_RETRIES = 5;
const OPEN = 1;
export const CONNECT_FAILED_TEXT = '聊天室连接失败 正在重新连接';

const defaultUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;

/**
 * Owns the chat socket (docs/architecture.md): connect on start and on login/logout, init with the
 * token, the 30 s health check, 5 s × 5 retries, the one pending send, and socket events turned
 * into chatSlice actions. Offline (docs/behaviour.md §12.4) it waits for the network instead of
 * spending its retries, and connects again the moment the browser is back online. The socket, timers and counters live only in this closure.
 */
export function createChatSocketMiddleware({
  createSocket,
  url = defaultUrl,
  network = browserNetwork,
}: ChatSocketMiddlewareOptions): Middleware<object, ChatMiddlewareState> {
  return (store) => {
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
      if (!network.isOnline()) return void store.dispatch(networkLost());
      if (retries >= MAX_RETRIES) {
        store.dispatch(socketFailed());
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
      store.dispatch(forcedOffline());
    }

    function onFrame(frame: ServerFrame) {
      const me = selectUserInfo(store.getState());
      switch (frame.type) {
        case 'tips':
          initialised = true;
          // docs/behaviour.md §6.4: after a reconnect the pending send is retried — exactly once.
          if (pending) {
            send(pending);
            store.dispatch(queuedSent());
          }
          pending = null;
          return;
        case 'message': {
          const { type: _type, ...message } = frame;
          store.dispatch(messageReceived({ message, fromSelf: !!me && me.id === message.user_id }));
          return;
        }
        case 'onlineList':
          store.dispatch(onlineListReceived(frame.list));
          // docs/behaviour.md §6.4: a user whose own entry is missing from the online list is closed.
          if (initialised && me && connectedToken && !frame.list.some((u) => u.user_id === me.id)) {
            drop();
            store.dispatch(socketClosed());
          }
          return;
        case 'revert':
          store.dispatch(messageReverted(frame.message_id));
          return;
        case 'clear':
          store.dispatch(historyCleared());
          return;
        case 'offline':
          return kickedOut();
        case 'error':
          store.dispatch(noticeShown({ kind: 'error', message: frame.content }));
      }
    }

    function connect() {
      drop();
      const token = selectToken(store.getState());
      connectedToken = token;
      store.dispatch(socketConnecting());
      const ws = createSocket(url());
      socket = ws;
      ws.onopen = () => {
        retries = 0;
        store.dispatch(socketOpened());
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
        store.dispatch(socketClosed());
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
      store.dispatch(networkLost());
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
      else store.dispatch(networkLost());
    }

    function stop() {
      started = false;
      if (healthTimer) clearInterval(healthTimer);
      if (retryTimer) clearTimeout(retryTimer);
      healthTimer = retryTimer = null;
      unwatchNetwork?.();
      unwatchNetwork = null;
      drop();
      store.dispatch(socketClosed());
    }

    return (next) => (action) => {
      const result = next(action);
      if (chatConnectRequested.match(action)) {
        if (!started) start();
      } else if (chatReconnectRequested.match(action)) {
        kicked = false;
        if (started) freshAttempt();
        else start();
      } else if (chatDisconnectRequested.match(action)) {
        stop();
      } else if (chatSendRequested.match(action)) {
        const frame: ClientFrame = {
          type: 'message',
          ...action.payload,
          user_id: selectUserInfo(store.getState())?.id ?? null,
        };
        if (socket?.readyState === OPEN && initialised) send(frame);
        else {
          // Not open yet: keep it as the pending send and reconnect now unless a socket is still
          // connecting or there is no network (then the 'online' event reconnects).
          pending = frame;
          store.dispatch(sendQueued(frame.content));
          const idle = !socket || socket.readyState > OPEN;
          if (started && !kicked && idle && network.isOnline()) freshAttempt();
        }
      } else if (chatOfflineRequested.match(action)) {
        send({ type: 'offline', user_id: action.payload });
      } else if (logoutStarted.match(action)) {
        // The server is about to close this session's sockets (docs/security.md "Sessions"): leave
        // first, so that close is no failure to retry and no notice; `loggedOut` reconnects as a visitor.
        drop();
      } else if (
        started &&
        (tokenReceived.match(action) ||
          userInfoLoaded.match(action) ||
          loggedOut.match(action) ||
          sessionExpired.match(action)) &&
        selectToken(store.getState()) !== connectedToken
      ) {
        // Login or logout: bind the socket to the new identity (or none).
        kicked = false;
        freshAttempt();
      }
      return result;
    };
  };
}
