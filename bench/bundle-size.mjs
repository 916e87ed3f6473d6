// /home first-load JS + CSS, measured the way a reader gets it: Chromium opens /home from the built
// dist/ (served by a tiny static server here; API calls simply fail) and every script and stylesheet
// it requests is counted, raw and gzip, against the 150 KB gzip budget of the foundation issue.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root } from '../scripts/build-state.mjs';

const dist = path.join(root, 'dist');
const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };
const server = createServer((req, res) => {
  const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = path.join(dist, url);
  if (file.startsWith(dist) && path.extname(url) && existsSync(file)) {
    res.writeHead(200, { 'content-type': types[path.extname(url)] ?? 'application/octet-stream' });
    return res.end(readFileSync(file));
  }
  if (url.startsWith('/api') || url.startsWith('/wapi') || url.startsWith('/ws')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end('{"code":404,"message":"bench"}');
  }
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(readFileSync(path.join(dist, 'index.html')));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const assets = new Set();
page.on('request', (request) => {
  const url = new URL(request.url());
  if (url.origin === base && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
});
await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
await browser.close();
server.close();

let raw = 0;
let gzip = 0;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\n/home first-load assets');
for (const asset of [...assets].sort()) {
  const bytes = readFileSync(path.join(dist, asset));
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += gz;
  console.log(`  ${asset.padEnd(44)} ${kb(bytes.length).padStart(10)} ${kb(gz).padStart(10)} gzip`);
}
const budget = 150 * 1024;
console.log(`  ${'total'.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip  (budget 150 KB: ${gzip <= budget ? 'within' : 'OVER'})`);
console.log(JSON.stringify({ bench: 'bundle-size', files: assets.size, rawBytes: raw, gzipBytes: gzip, budgetBytes: budget }));
