// The fixed stack's floor in Lighthouse: bench/stack-floor/app.tsx (React, react-router, MUI,
// RTK Query, redux-persist with crypto-js; one AppBar, no app code) served gzip'd from a bare Node
// server on loopback, audited with Lighthouse's mobile defaults (simulated slow 4G, 4× CPU) like
// bench/lighthouse.mjs audits our pages. What it prints is the least main-thread time any page
// built on this stack costs on this machine: the TBT and Performance goals are judged against it
// (docs/performance.md "Lighthouse"). `npm run bench stack-floor-lighthouse`; never part of npm test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildFloor } from './stack-floor/build.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>砚 floor</title>
<meta name="description" content="The fixed stack with no app code."><script src="/floor.js" defer></script>
</head><body><div id="root"></div></body></html>`;

async function main() {
  const out = mkdtempSync(path.join(tmpdir(), 'inkstone-floor-lh-'));
  await buildFloor(out);
  const script = gzipSync(readFileSync(path.join(out, 'floor.js')), { level: 9 });
  const server = http.createServer((request, response) => {
    if (request.url === '/floor.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' });
      return response.end(script);
    }
    if (request.url?.startsWith('/api/')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"code":0,"data":{}}');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${port}/home`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const row = {
        run,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        bootupMs: Math.round(lhr.audits['bootup-time'].numericValue),
      };
      rows.push(row);
      console.log(
        `  stack floor run ${run}: Performance ${row.performance}  TBT ${row.tbtMs} ms  LCP ${(row.lcpMs / 1000).toFixed(1)} s  script time ${row.bootupMs} ms`,
      );
    }
    console.log(JSON.stringify({ bench: 'stack-floor-lighthouse', date: new Date().toISOString().slice(0, 10), rows }));
  } finally {
    await chrome.kill();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

console.log(`stack-floor-lighthouse: mobile defaults, ${RUNS} runs`);
main().catch((error) => {
  console.error(`stack-floor-lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
