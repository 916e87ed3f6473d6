// Home-page API load test: `node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/home-api.ts` (also run by `npm run bench`).
// Three processes: this one orchestrates; the server (bench/home-api-server.ts) runs in a child; the
// load generator (autocannon's own CLI) runs in another child, so it never shares the server's event
// loop (bench/load-runner.ts). 100 connections for 10 s against:
//   1. GET /api/config                                  the baseline (a one-row answer, cached), and uncached
//   2. GET /api/article/blogHomeGetArticleList/1/10     uncached (an Authorization header bypasses the cache)
//   3. the same, anonymous                              from the response cache
// and prints each figure with the home list's req/s as a ratio of the baseline's. Figures only:
// nothing here asserts a timing.
import { BYPASS_CACHE, kib, measure, printFigures, serverStats, startServer, stopServer } from './load-runner';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const HOME = '/api/article/blogHomeGetArticleList/1/10';

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const probe = await fetch(`http://127.0.0.1:${server.port}${HOME}`);
    const body = (await probe.json()) as { code: number; result?: { list: unknown[]; total: number } };
    if (probe.status !== 200 || body.code !== 0 || body.result?.list.length !== 10)
      throw new Error(`unexpected answer from ${HOME}`);
    console.log(
      `home-api: ${body.result.total} public articles, ${CONNECTIONS} connections, ${DURATION_S} s each, autocannon in its own process`,
    );

    const load = { connections: CONNECTIONS, durationS: DURATION_S };
    // A short unrecorded run first, so the baseline is not measured on a cold server.
    await measure(server, 'warm-up', '/api/config', { connections: 10, durationS: 3 });
    const figures = [
      await measure(server, 'config (baseline)', '/api/config', load),
      await measure(server, 'config, uncached', '/api/config', { ...load, headers: [BYPASS_CACHE] }),
      await measure(server, 'home list, uncached', HOME, { ...load, headers: [BYPASS_CACHE] }),
      await measure(server, 'home list, cached', HOME, load),
    ];
    const baseline = figures[0].reqPerSec;
    printFigures(figures, baseline);
    const { cache, rss } = await serverStats(server);
    console.log(
      `  response cache: ${cache.entries} entries, ${kib(cache.bytes)} of ${(cache.maxBytes / 1048576).toFixed(0)} MB, ${cache.hits} hits, ${cache.misses} misses; server RSS ${(rss / 1048576).toFixed(0)} MB`,
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
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(`home-api bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
