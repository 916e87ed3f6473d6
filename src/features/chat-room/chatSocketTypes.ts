import type { NetworkWatch } from '@/shared/lib/network';
import type { selectToken, selectUserInfo } from '@/features/auth';

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
export type ChatMiddlewareState = Parameters<typeof selectToken>[0] & Parameters<typeof selectUserInfo>[0];

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
export const OPEN = 1;
export const CONNECT_FAILED_TEXT = '聊天室连接失败 正在重新连接';

export const defaultUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
