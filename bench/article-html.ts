// Server-rendered /article under load: `node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/article-html.ts`
// (also run by `npm run bench`). Needs the built client (dist/, `npm run build:client`). The page is
// whatever the server answers for /article?id=N — index.html with the page's head today, the full
// server-rendered document once that lands — so the bench needs no change when the render path does.
// Processes as in home-api.ts (bench/load-runner.ts). Prints:
//   - cached /article req/s as a share of /api/config's in the same run (100 connections);
//   - server CPU per cached /article (br) hit as a share of /api/config's (bench/server-cpu.ts: wrk
//     when installed, the server and the load each on its own core);
//   - uncached /article (Authorization bypasses the cache) at 100 connections, and at 1 connection,
//     whose p50 is the render time of one page with no queueing;
//   - cache memory: every public article page warmed (BENCH_ARTICLES=1000 for a blog of a thousand), bytes held against CACHE_MAX_BYTES, then a
//     second server with a small bound to show the bytes held stay under it.
// The cached page is measured without Accept-Encoding, with br and with gzip.
// Figures only: nothing here asserts a timing.
import fs from 'node:fs';
import path from 'node:path';
import {
  BYPASS_CACHE,
  kib,
  measure,
  printFigures,
  serverStats,
  startServer,
  stopServer,
  type BenchServer,
} from './load-runner';
import { loadToolNote, pinServer, serverCpuPerRequest } from './server-cpu';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const SMALL_BOUND = 256 * 1024;
const HTML = 'accept: text/html';
const BROTLI = 'accept-encoding: br';
const GZIP = 'accept-encoding: gzip';
const clientDir = path.join(__dirname, '..', 'dist');
const CPU_ROUNDS = 7;
const CPU_DURATION_S = 4;

/** Every public article's id, from the sitemap (which lists them all). */
async function articleIds(server: BenchServer): Promise<number[]> {
  const xml = await (await fetch(`http://127.0.0.1:${server.port}/sitemap.xml`)).text();
  return [...xml.matchAll(/\/article\?id=(\d+)<\/loc>/g)].map((m) => Number(m[1]));
}

/**
 * Requests each page once, one after another, as a browser does (`br` accepted), so each is rendered
 * and cached with its Brotli copy — what a cache entry holds on a real blog.
 */
async function warm(server: BenchServer, ids: number[]): Promise<void> {
  for (const id of ids) {
    const res = await fetch(`http://127.0.0.1:${server.port}/article?id=${id}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    await res.arrayBuffer();
  }
}

async function probe(server: BenchServer, id: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${server.port}/article?id=${id}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  if (res.status !== 200 || !/<title>[^<]+ - [^<]+<\/title>/.test(html))
    throw new Error(`unexpected answer from /article?id=${id}: ${res.status}`);
  return Buffer.byteLength(html);
}

/**
 * Server CPU per cached /article (br) hit against /api/config's, in alternating rounds
 * (bench/server-cpu.ts): the share is config's CPU per request over the page's, so 100 % is as cheap.
 */
function cpuRounds(server: BenchServer, page: string) {
  pinServer(server);
  // Unrecorded: the first seconds on a newly pinned core run slower.
  serverCpuPerRequest(server, '/api/config', [], 2);
  serverCpuPerRequest(server, page, [HTML, BROTLI], 2);
  const rounds: Array<{ configUs: number; pageUs: number; ratio: number }> = [];
  for (let round = 0; round < CPU_ROUNDS; round += 1) {
    const config = serverCpuPerRequest(server, '/api/config', [], CPU_DURATION_S).usPerRequest;
    const cached = serverCpuPerRequest(server, page, [HTML, BROTLI], CPU_DURATION_S).usPerRequest;
    rounds.push({
      configUs: Math.round(config),
      pageUs: Math.round(cached),
      ratio: Number((config / cached).toFixed(2)),
    });
    console.log(
      `  server CPU, round ${round + 1}: /api/config ${Math.round(config)} µs, cached article br ${Math.round(cached)} µs a request: ${((config / cached) * 100).toFixed(0)} % of config`,
    );
  }
  return rounds;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(clientDir, 'index.html')))
    throw new Error('dist/index.html is missing: run npm run build:client first');
  const server = await startServer({ BENCH_CLIENT_DIR: clientDir });
  let ids: number[] = [];
  try {
    ids = await articleIds(server);
    const id = ids[0];
    const page = `/article?id=${id}`;
    const bytes = await probe(server, id);
    console.log(
      `article-html: ${ids.length} public articles, page ${page} (${kib(bytes)}), ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    const load = { connections: CONNECTIONS, durationS: DURATION_S };
    // A short unrecorded run first: the server's JIT and the SQLite page cache warm up, so the
    // baseline is not measured cold (it came out at a fifth of its later rate once).
    await measure(server, 'warm-up', '/api/config', { connections: 10, durationS: 3 });
    await measure(server, 'warm-up', page, { connections: 10, durationS: 3, headers: [HTML, BYPASS_CACHE] });
    const figures = [
      await measure(server, 'config (baseline)', '/api/config', load),
      await measure(server, 'article page, cached', page, { ...load, headers: [HTML] }),
      // What browsers send: the cached page then goes out compressed (stored once per encoding).
      await measure(server, 'article page, cached, br', page, { ...load, headers: [HTML, BROTLI] }),
      await measure(server, 'article page, cached, gzip', page, { ...load, headers: [HTML, GZIP] }),
      // One connection before a hundred: after the hundred the server is still draining their
      // queue and collecting their garbage, which a one-page render time should not include.
      await measure(server, 'article page, uncached, 1', page, {
        connections: 1,
        durationS: DURATION_S,
        headers: [HTML, BYPASS_CACHE],
      }),
      await measure(server, 'article page, uncached', page, { ...load, headers: [HTML, BYPASS_CACHE] }),
    ];
    const baseline = figures[0].reqPerSec;
    printFigures(figures, baseline);
    console.log(`  server CPU per request (${loadToolNote}), ${CPU_ROUNDS} rounds of ${CPU_DURATION_S} s:`);
    const serverCpu = cpuRounds(server, page);
    const ratios = serverCpu.map((round) => round.ratio).sort((a, b) => a - b);
    console.log(
      `  server CPU: cached article br is ${(ratios[ratios.length >> 1] * 100).toFixed(0)} % of config (median)`,
    );

    await warm(server, ids);
    const { cache, rss } = await serverStats(server);
    console.log(
      `  cache after warming every article page: ${cache.entries} entries, ${kib(cache.bytes)} held of ${(cache.maxBytes / 1048576).toFixed(0)} MB (CACHE_MAX_BYTES), ${kib(cache.bytes / Math.max(1, cache.entries))} per entry; server RSS ${(rss / 1048576).toFixed(0)} MB`,
    );
    stopServer(server);

    const small = await startServer({ BENCH_CLIENT_DIR: clientDir, CACHE_MAX_BYTES: String(SMALL_BOUND) });
    await warm(small, ids);
    const bounded = (await serverStats(small)).cache;
    stopServer(small);
    console.log(
      `  with CACHE_MAX_BYTES=${SMALL_BOUND}: ${bounded.entries} of ${ids.length} pages kept, ${kib(bounded.bytes)} held (bound ${kib(bounded.maxBytes)})`,
    );
    console.log(
      JSON.stringify({
        bench: 'article-html',
        date: new Date().toISOString().slice(0, 10),
        durationS: DURATION_S,
        articles: ids.length,
        pageBytes: bytes,
        results: figures.map((f) => ({ ...f, ofBaseline: Number((f.reqPerSec / baseline).toFixed(2)) })),
        serverCpu: { loadTool: loadToolNote, rounds: serverCpu },
        cache: { entries: cache.entries, bytes: cache.bytes, maxBytes: cache.maxBytes },
        smallBound: { entries: bounded.entries, bytes: bounded.bytes, maxBytes: bounded.maxBytes },
      }),
    );
  } catch (error) {
    stopServer(server);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`article-html bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
