import WebSocket from 'ws';
import type { ClientFrame, ServerFrame } from '@protocol/chatProtocol';

/** A real `ws` client that records every frame and lets a test wait for one. */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  send: (frame: ClientFrame | Record<string, unknown>) => void;
  waitFor: <T extends ServerFrame['type']>(
    type: T,
    predicate?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ) => Promise<Extract<ServerFrame, { type: T }>>;
  closed: Promise<number>;
  close: () => void;
}

export async function connect(port: number, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, options);
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waitFor: TestSocket['waitFor'] = (type, predicate, timeoutMs = 3000) =>
    new Promise((resolve, reject) => {
      type F = Extract<ServerFrame, { type: typeof type }>;
      let seen = 0;
      const check = () => {
        for (; seen < frames.length; seen += 1) {
          const frame = frames[seen];
          if (frame.type === type && (!predicate || predicate(frame as F))) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(frame as F);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${type}; got ${JSON.stringify(frames.slice(-5))}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    waitFor,
    closed,
    close: () => ws.close(),
  };
}

/** Connects and completes init; resolves after the `tips` answer. */
export async function connectAs(port: number, token?: string, userId?: number): Promise<TestSocket> {
  const socket = await connect(port);
  socket.send({ type: 'init', user_id: userId ?? null, token: token ?? null });
  await socket.waitFor('tips');
  return socket;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
