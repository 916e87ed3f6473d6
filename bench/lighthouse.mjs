// Lighthouse, mobile default settings (simulated slow 4G, 4× CPU slowdown), against the production
// build: `node bench/lighthouse.mjs` (run by `npm run bench` when LIGHTHOUSE=1, or
// `npm run bench lighthouse`; it takes a few minutes, so it is not part of `npm test`).
// Starts the built server itself (build/server/main.js, dist/) on its own port with a temporary data
// folder and the demo seed, then audits /home, /article?id=<the longest article with code>, /talk and
// /message/list (LIGHTHOUSE_PAGES=/home,/talk to choose) three times each (LIGHTHOUSE_RUNS) with
// /usr/bin/chromium (CHROMIUM_PATH), headless, and prints Performance, LCP, CLS, TBT, Accessibility,
// Best practices and SEO per run and each page's median (docs/performance.md). Figures only: nothing
// asserts them. LIGHTHOUSE_JSON_DIR=<folder> also writes each run's whole report there (the main
// thread's breakdown, long tasks, the LCP element and its request chain).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { heaviestArticlePath, median, startBuiltServer, waitForVariants } from './built-server.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT) || 18190 + Math.floor(Math.random() * 500);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id];
/** An audit's measured value; NaN when the run produced none. */
const valueOf = (lhr, id) => audit(lhr, id)?.numericValue ?? Number.NaN;

/** The failing audits of a category (weight > 0, score < 1), to say what to fix. */
function failing(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audit(lhr, ref.id)?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

/** The first elements a failing audit names (selector and snippet), printed under the run. */
function offenders(lhr, id) {
  return (audit(lhr, id)?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => item.node && `${item.node.selector} ${item.node.snippet}`)
    .filter(Boolean);
}

async function main() {
  const { origin, stop } = await startBuiltServer(PORT);
  let chrome;
  try {
    const article = await heaviestArticlePath(origin);
    const pages = (process.env.LIGHTHOUSE_PAGES || '/home,/article,/talk,/message/list')
      .split(',')
      .map((page) => (page === '/article' ? article : page));
    for (const page of pages) await waitForVariants(origin, page);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const rows = [];
    for (const page of pages) {
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result.lhr;
        if (JSON_DIR) {
          mkdirSync(JSON_DIR, { recursive: true });
          const name = `${page.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`;
          writeFileSync(path.join(JSON_DIR, name), JSON.stringify(lhr));
        }
        // A run Lighthouse could not finish (a page that never painted, a protocol timeout) says why.
        if (lhr.runtimeError) console.log(`  ${page} run ${run}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const row = {
          page,
          run,
          performance: score(lhr, 'performance'),
          lcpMs: Math.round(valueOf(lhr, 'largest-contentful-paint')),
          fcpMs: Math.round(valueOf(lhr, 'first-contentful-paint')),
          cls: Number(valueOf(lhr, 'cumulative-layout-shift').toFixed(3)),
          tbtMs: Math.round(valueOf(lhr, 'total-blocking-time')),
          accessibility: score(lhr, 'accessibility'),
          bestPractices: score(lhr, 'best-practices'),
          seo: score(lhr, 'seo'),
          failing: ['accessibility', 'best-practices', 'seo'].flatMap((c) => failing(lhr, c)),
        };
        rows.push(row);
        console.log(
          `  ${page.padEnd(16)} run ${run}: Performance ${row.performance}  LCP ${(row.lcpMs / 1000).toFixed(1)} s  FCP ${(row.fcpMs / 1000).toFixed(1)} s  CLS ${row.cls}  TBT ${row.tbtMs} ms  Accessibility ${row.accessibility}  Best practices ${row.bestPractices}  SEO ${row.seo}${row.failing.length ? `  failing: ${row.failing.join(', ')}` : ''}`,
        );
        for (const id of row.failing) for (const line of offenders(lhr, id)) console.log(`      ${id}: ${line}`);
      }
    }
    for (const page of pages) {
      const own = rows.filter((row) => row.page === page);
      const of = (key) => median(own.map((row) => row[key]));
      console.log(
        `  ${page.padEnd(16)} median: Performance ${of('performance')}  TBT ${of('tbtMs')} ms  LCP ${(of('lcpMs') / 1000).toFixed(1)} s  CLS ${of('cls')}  Accessibility ${of('accessibility')}  Best practices ${of('bestPractices')}  SEO ${of('seo')}`,
      );
    }
    console.log(
      JSON.stringify({ bench: 'lighthouse', date: new Date().toISOString().slice(0, 10), lighthouse: '12', rows }),
    );
  } finally {
    await chrome?.kill();
    await stop();
  }
}

console.log(`lighthouse: mobile defaults, ${RUNS} runs per page, production build on port ${PORT}`);
main().catch((error) => {
  console.error(`lighthouse bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
