// Home-page API load test: `node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/home-api.ts` (also run by `npm run bench`).
// Three processes: this one orchestrates; the server (bench/home-api-server.ts) runs in a child; the
// load generator (autocannon's own CLI) runs in another child, so it never shares the server's event
// loop. 100 connections for 10 s against:
//   1. GET /api/config                                  the baseline (a one-row answer, cached), and uncached
//   2. GET /api/article/blogHomeGetArticleList/1/10     uncached (an Authorization header bypasses the cache)
//   3. the same, anonymous                              from the response cache
// and prints each figure with the home list's req/s as a ratio of the baseline's. Figures only:
// nothing here asserts a timing.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { CacheStats } from '../server/src/lib/cache/response-cache';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const HOME = '/api/article/blogHomeGetArticleList/1/10';
/** Any Authorization header makes the cache step aside; the route itself does not check it. */
const BYPASS = 'authorization: Bearer bench-uncached';

/** The part of autocannon's JSON result used here. */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface Figure {
  name: string;
  path: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(__dirname, 'home-api-server.ts'), [], {
    execArgv: ['-r', 'ts-node/register', '-r', path.join(__dirname, '..', 'scripts', 'protocol-alias.cjs')],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function cacheStats(child: ChildProcess): Promise<{ cache: CacheStats; rss: number }> {
  return new Promise((resolve) => {
    child.once('message', (message: { cache: CacheStats; rss: number }) => resolve(message));
    child.send({ kind: 'stats' });
  });
}

/** autocannon's CLI in its own process; -j prints the result as one JSON document. */
function loadTest(url: string, headers: string[]): Promise<AutocannonResult> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [
    cli,
    '-c',
    String(CONNECTIONS),
    '-d',
    String(DURATION_S),
    '-j',
    ...headers.flatMap((h) => ['-H', h]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as AutocannonResult) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

async function measure(port: number, name: string, urlPath: string, headers: string[] = []): Promise<Figure> {
  const result = await loadTest(`http://127.0.0.1:${port}${urlPath}`, headers);
  return {
    name,
    path: urlPath,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const { child, port } = await startServer();
  try {
    const probe = await fetch(`http://127.0.0.1:${port}${HOME}`);
    const body = (await probe.json()) as { code: number; result?: { list: unknown[]; total: number } };
    if (probe.status !== 200 || body.code !== 0 || body.result?.list.length !== 10)
      throw new Error(`unexpected answer from ${HOME}`);
    console.log(
      `home-api: ${body.result.total} public articles, ${CONNECTIONS} connections, ${DURATION_S} s each, autocannon in its own process`,
    );

    const figures = [
      await measure(port, 'config (baseline)', '/api/config'),
      await measure(port, 'config, uncached', '/api/config', [BYPASS]),
      await measure(port, 'home list, uncached', HOME, [BYPASS]),
      await measure(port, 'home list, cached', HOME),
    ];
    const baseline = figures[0].reqPerSec;
    for (const f of figures) {
      const ratio = ((f.reqPerSec / baseline) * 100).toFixed(0);
      console.log(
        `  ${f.name.padEnd(20)} ${String(f.reqPerSec).padStart(6)} req/s  ${ratio.padStart(3)} % of config  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  errors ${f.errors}  non-2xx ${f.non2xx}`,
      );
    }
    const { cache, rss } = await cacheStats(child);
    console.log(
      `  response cache: ${cache.entries} entries, ${(cache.bytes / 1024).toFixed(1)} KB of ${(cache.maxBytes / 1048576).toFixed(0)} MB, ${cache.hits} hits, ${cache.misses} misses; server RSS ${(rss / 1048576).toFixed(0)} MB`,
    );
    console.log(
      JSON.stringify({
        bench: 'home-api',
        date: new Date().toISOString().slice(0, 10),
        connections: CONNECTIONS,
        durationS: DURATION_S,
        articles: body.result.total,
        results: figures.map((f) => ({ ...f, ofBaseline: Number((f.reqPerSec / baseline).toFixed(2)) })),
        cache: { entries: cache.entries, bytes: cache.bytes, maxBytes: cache.maxBytes },
      }),
    );
  } finally {
    child.send({ kind: 'stop' });
  }
}

main().catch((error: unknown) => {
  console.error(`home-api bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
