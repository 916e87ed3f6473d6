// Chat fan-out benchmark (docs/performance.md "Chat fan-out"): N sockets (100, 1,000, 2,000) on loopback, one sender,
// p50/p99 delivery latency, messages lost, server memory per idle socket. Figures only.
// Run: node --expose-gc -r ts-node/register -r ./scripts/protocol-alias.cjs bench/chat-fanout.ts  (or npm run bench chat-fanout)
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';
import type { ServerFrame } from '@protocol/chatProtocol';

const SIZES = (process.env.CHAT_BENCH_SIZES ?? '100,1000,2000').split(',').map(Number);
const MESSAGES = Number(process.env.CHAT_BENCH_MESSAGES ?? 20);
/** Under the per-sender limit (10 at once, 2 per second), so nothing is refused by design. */
const GAP_MS = 600;
const nowMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Memory {
  heapUsed: number;
  rss: number;
  external: number;
  sockets: number;
}

function ask<T>(child: ChildProcess, request: object, kind: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { kind: string } & T) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send(request);
  });
}

/** Opens a socket, sends init and resolves once `tips` confirms it receives broadcasts. */
function openReader(port: number, token: string | null, onFrame: (frame: ServerFrame) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: false });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'init', token })));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      if (frame.type === 'tips') resolve(ws);
      onFrame(frame);
    });
    ws.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function run(n: number) {
  const child = fork(path.join(__dirname, 'chat-fanout-server.ts'), [], {
    execArgv: [
      '--expose-gc',
      '-r',
      'ts-node/register',
      '-r',
      path.join(__dirname, '..', 'scripts', 'protocol-alias.cjs'),
    ],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const { port, token } = await new Promise<{ port: number; token: string }>((resolve) =>
    child.once('message', (message: { port: number; token: string }) => resolve(message)),
  );
  const baseline = await ask<Memory>(child, { kind: 'memory' }, 'memory');
  const latencies: number[] = [];
  const readers: WebSocket[] = [];
  const onFrame = (frame: ServerFrame) => {
    if (frame.type === 'message') latencies.push(nowMs() - Number(frame.content.split(':')[1]));
  };
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, () => openReader(port, null, onFrame));
    readers.push(...(await Promise.all(batch)));
  }
  const loaded = await ask<Memory>(child, { kind: 'memory' }, 'memory');
  const sender = await openReader(port, token, () => undefined);
  for (let m = 0; m < MESSAGES; m += 1) {
    sender.send(JSON.stringify({ type: 'message', content_type: 'text', content: `bench:${nowMs()}` }));
    await sleep(GAP_MS);
  }
  await sleep(1500);
  latencies.sort((a, b) => a - b);
  const expected = n * MESSAGES;
  const result = {
    sockets: n,
    messages: MESSAGES,
    delivered: latencies.length,
    lost: expected - latencies.length,
    p50_ms: Number(percentile(latencies, 50).toFixed(2)),
    p99_ms: Number(percentile(latencies, 99).toFixed(2)),
    max_ms: Number((latencies[latencies.length - 1] ?? NaN).toFixed(2)),
    heap_per_socket_kb: Number(((loaded.heapUsed - baseline.heapUsed) / n / 1024).toFixed(1)),
    rss_per_socket_kb: Number(((loaded.rss - baseline.rss) / n / 1024).toFixed(1)),
  };
  for (const ws of [...readers, sender]) ws.terminate();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ kind: 'stop' });
  await exited;
  return result;
}

async function main() {
  const results = [];
  for (const n of SIZES) {
    const r = await run(n);
    results.push(r);
    console.log(
      `${String(r.sockets).padStart(5)} sockets: p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, max ${r.max_ms} ms, ` +
        `lost ${r.lost}/${r.sockets * r.messages}, server heap ${r.heap_per_socket_kb} KB/socket, rss ${r.rss_per_socket_kb} KB/socket`,
    );
  }
  console.log(
    JSON.stringify({
      bench: 'chat-fanout',
      date: new Date().toISOString().slice(0, 10),
      node: process.version,
      results,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
