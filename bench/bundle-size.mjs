// /home first-load JS + CSS against the 150 KB gzip budget of the foundation issue: the entry's files
// plus the /home page chunk group, as webpack recorded them (build/chunk-groups.json, written by the
// production build). Widgets that mount when the browser is idle (chat, music player) and pieces
// loaded on demand (dialogs, menus, the drawer, notices, back-to-top) are reported separately: they
// are not needed to show the page. bench/stack-floor.mjs prints what the fixed stack costs by itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-state.mjs';

const groupsFile = path.join(root, 'build', 'chunk-groups.json');
if (!existsSync(groupsFile)) throw new Error('build/chunk-groups.json is missing: run npm run build:client first');
const groups = JSON.parse(readFileSync(groupsFile, 'utf8'));
const dist = path.join(root, 'dist');
const sizes = new Map();
const measure = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    // The .br copy is what the server actually sends to browsers (webpack.config.ts, plugins/static-files.ts).
    const brFile = path.join(dist, `${file}.br`);
    const br = existsSync(brFile) ? readFileSync(brFile).length : bytes.length;
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br });
  }
  return sizes.get(file);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const firstLoad = [...new Set([...(groups.main ?? []), ...(groups['page-home'] ?? [])])];
let raw = 0;
let gzip = 0;
let br = 0;
console.log('\n/home first-load assets (entry + page-home)');
for (const file of firstLoad.sort()) {
  const size = measure(file);
  raw += size.raw;
  gzip += size.gzip;
  br += size.br;
  console.log(
    `  ${file.padEnd(44)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip ${kb(size.br).padStart(10)} br`,
  );
}
const budget = 150 * 1024;
console.log(
  `  ${'total'.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip ${kb(br).padStart(10)} br  (budget 150 KB gzip: ${gzip <= budget ? 'within' : 'OVER'})`,
);

const later = {};
for (const [name, files] of Object.entries(groups)) {
  if (name === 'main' || name.startsWith('page-')) continue;
  const extra = files.filter((file) => !firstLoad.includes(file));
  later[name] = extra.reduce((sum, file) => sum + measure(file).gzip, 0);
  console.log(`  later: ${name.padEnd(20)} +${kb(later[name])} gzip (${extra.length} files)`);
}
console.log(
  JSON.stringify({
    bench: 'bundle-size',
    files: firstLoad.length,
    rawBytes: raw,
    gzipBytes: gzip,
    brotliBytes: br,
    budgetBytes: budget,
    laterGzipBytes: later,
  }),
);
