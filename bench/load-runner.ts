// Shared by the HTTP load benches (home-api.ts, article-html.ts): the server runs in a child process
// (bench/home-api-server.ts) and autocannon's own CLI in another, so the load generator never shares
// the server's event loop. Figures only: nothing here asserts a timing.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { CacheStats } from '../server/src/lib/cache/response-cache';

/** Any Authorization header makes the response cache step aside; public routes do not check it. */
export const BYPASS_CACHE = 'authorization: Bearer bench-uncached';

/** The part of autocannon's JSON result used here. */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface Figure {
  name: string;
  path: string;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface BenchServer {
  child: ChildProcess;
  port: number;
}

/** Starts bench/home-api-server.ts with extra environment (e.g. BENCH_CLIENT_DIR, CACHE_MAX_BYTES). */
export function startServer(env: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const child = fork(path.join(__dirname, 'home-api-server.ts'), [], {
    execArgv: ['-r', 'ts-node/register', '-r', path.join(__dirname, '..', 'scripts', 'protocol-alias.cjs')],
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export function stopServer(server: BenchServer): void {
  if (server.child.connected) server.child.send({ kind: 'stop' });
}

/** The response cache's figures and the RSS, read in the server's own process. */
export function serverStats(server: BenchServer): Promise<{ cache: CacheStats; rss: number }> {
  return new Promise((resolve) => {
    server.child.once('message', (message: { cache: CacheStats; rss: number }) => resolve(message));
    server.child.send({ kind: 'stats' });
  });
}

/** autocannon's CLI in its own process; -j prints the result as one JSON document. */
function loadTest(url: string, connections: number, durationS: number, headers: string[]): Promise<AutocannonResult> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-c', String(connections), '-d', String(durationS), '-j', ...headers.flatMap((h) => ['-H', h])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as AutocannonResult) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

export interface MeasureOptions {
  connections: number;
  durationS: number;
  headers?: string[];
}

export async function measure(
  server: Pick<BenchServer, 'port'>,
  name: string,
  urlPath: string,
  { connections, durationS, headers = [] }: MeasureOptions,
): Promise<Figure> {
  // Requests a slow route left queued from the previous run would be counted against this one:
  // one answered request means the backlog is gone.
  await (await fetch(`http://127.0.0.1:${server.port}/api/config`)).text();
  const result = await loadTest(`http://127.0.0.1:${server.port}${urlPath}`, connections, durationS, headers);
  return {
    name,
    path: urlPath,
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One line per figure, req/s also as a share of the baseline's. */
export function printFigures(figures: Figure[], baseline: number): void {
  for (const f of figures) {
    const ratio = ((f.reqPerSec / baseline) * 100).toFixed(0);
    console.log(
      `  ${f.name.padEnd(26)} c=${String(f.connections).padEnd(3)} ${String(f.reqPerSec).padStart(6)} req/s  ${ratio.padStart(3)} % of config  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  errors ${f.errors}  non-2xx ${f.non2xx}`,
    );
  }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
