// /home first-load JS + CSS: every script and stylesheet index.html references (the lazy /home
// chunk is added by reading webpack's stats when present). Prints raw and gzip bytes against the
// 150 KB gzip budget of the foundation issue.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-state.mjs';

const dist = path.join(root, 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
// The home page chunk is loaded right after the shell on /home.
const homeChunks = readdirSync(path.join(dist, 'assets')).filter((f) => /HomePage.*\.js$/i.test(f)).map((f) => `assets/${f}`);
const files = [...new Set([...initial, ...homeChunks])];

let raw = 0;
let gzip = 0;
const rows = files.map((file) => {
  const bytes = readFileSync(path.join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += gz;
  return { file, raw: bytes.length, gzip: gz };
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\n/home first-load assets');
for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gzip`);
const budget = 150 * 1024;
console.log(`  total${' '.repeat(43)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip  (budget 150 KB: ${gzip <= budget ? 'within' : 'OVER'})`);
console.log(JSON.stringify({ bench: 'bundle-size', files: files.length, rawBytes: raw, gzipBytes: gzip, budgetBytes: budget }));
