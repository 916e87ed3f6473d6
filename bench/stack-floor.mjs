// The floor of the fixed stack: builds bench/stack-floor/app.tsx (one persisted slice, one RTK
// Query call, one MUI AppBar, a router) with the production settings of webpack.config.ts and
// prints its gzip size beside the 150 KB /home budget. No page of ours can be smaller than this.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFloor } from './stack-floor/build.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'inkstone-floor-'));
await buildFloor(out);
let raw = 0;
let gzip = 0;
for (const file of readdirSync(out).filter((name) => name.endsWith('.js'))) {
  const bytes = readFileSync(path.join(out, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
rmSync(out, { recursive: true, force: true });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nfixed-stack floor (React, react-router, MUI, RTK Query, redux-persist, crypto-js; no app code)`);
console.log(`  floor.js ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip  (the /home budget is 150 KB)`);
console.log(JSON.stringify({ bench: 'stack-floor', rawBytes: raw, gzipBytes: gzip, budgetBytes: 150 * 1024 }));
