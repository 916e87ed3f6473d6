// Many processes (docs/deploy.md): 2 app processes on PostgreSQL and Redis behind deploy/nginx.conf.
// Figures only, nothing asserted. Full run: 10,000 sockets held 10 minutes (CLUSTER_BENCH_SOCKETS,
// CLUSTER_BENCH_HOLD_S); a shared machine runs it reduced (docs/performance.md "Many processes").
// Run: node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/cluster.ts  (or npm run bench cluster)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { ServerFrame } from '@protocol/chatProtocol';
import { clusterEnv, ensureServerBuild, startApp, type AppProcess } from '../server/test/cluster/app-process';
import { missingBinaries, startNginx, startPostgres, startRedis, temporaryRoot } from '../server/test/cluster/services';
import { measure, printFigures, kib } from './load-runner';

const SOCKETS = Number(process.env.CLUSTER_BENCH_SOCKETS ?? 10_000);
const HOLD_S = Number(process.env.CLUSTER_BENCH_HOLD_S ?? 600);
const HTTP_S = Number(process.env.CLUSTER_BENCH_HTTP_S ?? 10);
const PORTS = { apps: [18157, 18158], pg: 55434, redis: 56381, nginx1: 18282, nginx2: 18283 };
const ADMIN_PASSWORD = 'BenchAdmin123';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowMs = () => performance.timeOrigin + performance.now();

function rssOf(app: AppProcess): number {
  const status = fs.readFileSync(`/proc/${app.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** A reader; TRUST_PROXY lets the bench give each one its own address (the per-address limit is 20). */
function openReader(port: number, index: number, token: string | null, onFrame: (f: ServerFrame) => void) {
  return new Promise<{ ws: WebSocket; unexpected: () => boolean }>((resolve, reject) => {
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
      perMessageDeflate: false,
      headers: { 'x-forwarded-for': address },
    });
    let closing = false;
    let closedEarly = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'init', token })));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      if (frame.type === 'tips') resolve({ ws, unexpected: () => closedEarly });
      onFrame(frame);
    });
    ws.on('close', () => {
      if (!closing) closedEarly = true;
    });
    ws.on('error', reject);
    const terminate = ws.terminate.bind(ws);
    ws.terminate = () => {
      closing = true;
      terminate();
    };
  });
}

async function token(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};

/** One message from a socket on `from` to `readers`: delivery latencies and how many never arrived. */
async function fanout(from: number, admin: string, readers: Map<number, number>[], content: string, waitMs = 3000) {
  const sender = await openReader(from, 0, admin, () => undefined);
  for (const seen of readers) seen.clear();
  const sentAt = nowMs();
  sender.ws.send(JSON.stringify({ type: 'message', content, content_type: 'text' }));
  await sleep(waitMs);
  sender.ws.terminate();
  return readers.map((seen) => ({ latencies: [...seen.values()].map((t) => t - sentAt), received: seen.size }));
}

async function main(): Promise<void> {
  const missing = missingBinaries();
  if (missing.length > 0) return console.log(`skipped: ${missing.join(', ')} not found`);
  ensureServerBuild();
  const root = temporaryRoot();
  const pg = await startPostgres(PORTS.pg, root);
  await pg.createDatabase('inkstone');
  const redis = startRedis(PORTS.redis, root);
  // The built SPA and server render, so the article page is the real cached, server-rendered one.
  const dist = path.resolve(__dirname, '..', 'dist');
  const env = (index: number) => ({
    ...clusterEnv({ root, index, databaseUrl: pg.url('inkstone'), redisUrl: redis.url, adminPassword: ADMIN_PASSWORD }),
    CLIENT_DIR: dist,
    SSR_ENTRY: path.resolve(__dirname, '..', 'build', 'ssr', 'render.js'),
  });
  const apps = [await startApp(PORTS.apps[0], env(0)), await startApp(PORTS.apps[1], env(1))];
  const one = startNginx({ port: PORTS.nginx1, upstreams: [PORTS.apps[0]], distDir: dist, root });
  const two = startNginx({ port: PORTS.nginx2, upstreams: PORTS.apps, distDir: dist, root });
  try {
    console.log(`  machine: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
    // HTTP through nginx: 1 vs 2 processes, each as a share of /api/config in the same run.
    // CLUSTER_BENCH_HTTP_S=0 skips it, so the sockets' memory is measured on processes that have not
    // just grown their heap under HTTP load (docs/performance.md "Many processes").
    for (const [label, nginx] of HTTP_S > 0
      ? ([
          ['1 process', one],
          ['2 processes', two],
        ] as const)
      : []) {
      console.log(`  through nginx, ${label}:`);
      const options = { connections: 20, durationS: HTTP_S };
      const config = await measure(nginx, 'config', '/api/config', options);
      const home = await measure(nginx, 'home list', '/api/article/blogHomeGetArticleList/1/10', options);
      const article = await measure(nginx, 'article page (cached)', '/article?id=3', options);
      printFigures([config, home, article], config.reqPerSec);
    }

    // Sockets held across both processes.
    const admin = await token(PORTS.apps[0]);
    const seen = [new Map<number, number>(), new Map<number, number>()];
    const before = apps.map(rssOf);
    const readers = [];
    for (let i = 0; i < SOCKETS; i += 200) {
      const batch = Array.from({ length: Math.min(200, SOCKETS - i) }, (_, k) => {
        const index = i + k + 1;
        const side = index % 2;
        return openReader(PORTS.apps[side], index, null, (frame) => {
          if (frame.type === 'message') seen[side].set(index, nowMs());
        });
      });
      readers.push(...(await Promise.all(batch)));
    }
    await sleep(2000);
    const held = apps.map(rssOf);
    console.log(`  ${SOCKETS} sockets over 2 processes, held ${HOLD_S} s:`);
    held.forEach((rss, i) =>
      console.log(
        `    process ${i + 1}: RSS ${kib(before[i])} → ${kib(rss)}, ${kib((rss - before[i]) / (SOCKETS / 2))} per socket`,
      ),
    );
    await sleep(HOLD_S * 1000);
    console.log(`    unexpected closes: ${readers.filter((r) => r.unexpected()).length}`);

    // One message to every socket: readers on the sender's process (in-process) and on the other (Redis hop).
    const result = await fanout(PORTS.apps[0], admin, seen, `bench ${Date.now()}`);
    const names = ['same process (in-process)', 'other process (Redis hop)'];
    result.forEach((r, i) =>
      console.log(
        `    ${names[i]}: received ${r.received}/${SOCKETS / 2}, p50 ${p(r.latencies, 0.5).toFixed(1)} ms, p99 ${p(r.latencies, 0.99).toFixed(1)} ms`,
      ),
    );
    console.log(
      `    Redis hop at p99: +${(p(result[1].latencies, 0.99) - p(result[0].latencies, 0.99)).toFixed(1)} ms`,
    );
    for (const r of readers) r.ws.terminate();

    // The hop alone: one reader on each process, no fan-out queued in front of it, 50 messages.
    const quiet = [new Map<number, number>(), new Map<number, number>()];
    const pair = await Promise.all(
      [0, 1].map((side) =>
        openReader(PORTS.apps[side], 99_990 + side, null, (frame) => {
          if (frame.type === 'message') quiet[side].set(frame.id, nowMs());
        }),
      ),
    );
    const hops: number[][] = [[], []];
    for (let i = 0; i < 50; i += 1) {
      const [a, b] = await fanout(PORTS.apps[0], admin, quiet, `hop ${i}`, 300);
      hops[0].push(...a.latencies);
      hops[1].push(...b.latencies);
    }
    console.log(
      `    one reader a process, 50 messages: p99 ${p(hops[0], 0.99).toFixed(1)} ms in-process, ${p(hops[1], 0.99).toFixed(1)} ms via Redis (hop +${(p(hops[1], 0.99) - p(hops[0], 0.99)).toFixed(1)} ms)`,
    );
    for (const r of pair) r.ws.terminate();

    // Redis kill -9 and restart: until a message from process 1 reaches process 2 again.
    const listener = new Map<number, number>();
    const watch = await openReader(PORTS.apps[1], 99_999, null, (frame) => {
      if (frame.type === 'message') listener.set(frame.id, nowMs());
    });
    const talk = await openReader(PORTS.apps[0], 99_998, admin, () => undefined);
    redis.kill();
    await sleep(1000);
    redis.start();
    const restarted = nowMs();
    const firstSize = listener.size;
    while (listener.size === firstSize && nowMs() - restarted < 30_000) {
      talk.ws.send(JSON.stringify({ type: 'message', content: `after ${Date.now()}`, content_type: 'text' }));
      await sleep(600);
    }
    const back = [...listener.values()].find((t) => t >= restarted);
    console.log(
      `  Redis kill -9, restart after 1 s: cross-process chat back ${back ? (back - restarted).toFixed(0) : '> 30000'} ms after the restart`,
    );
    watch.ws.terminate();
    talk.ws.terminate();
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    one.stop();
    two.stop();
    redis.stop();
    pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
