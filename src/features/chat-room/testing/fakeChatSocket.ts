import type { ServerFrame } from '@protocol/chatProtocol';
import type { ChatSocket } from '../chatSocketMiddleware';

/** A WebSocket stand-in for tests: the test drives open, frames and close by hand. */
export class FakeChatSocket implements ChatSocket {
  readyState = 0;
  readonly sent: Array<Record<string, unknown>> = [];
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(frame: ServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  /** The server (or the network) ends the connection. */
  fail(): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

/** A factory that records every socket the middleware creates. */
export function fakeSocketFactory() {
  const sockets: FakeChatSocket[] = [];
  const createSocket = (url: string) => {
    const socket = new FakeChatSocket(url);
    sockets.push(socket);
    return socket;
  };
  return { sockets, createSocket, last: () => sockets[sockets.length - 1] };
}
