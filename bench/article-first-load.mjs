// /article first load: the JS + CSS (gzip) a reader downloads before the article text shows — the
// entry's files, the page-article chunk group and the Markdown renderer's group (md-editor-rt,
// the bundled highlight.js and code themes), as webpack recorded them in build/chunk-groups.json.
// The search dialog, chat and music player are not needed to show the article and are left out.
// Goal 280 KB gzip.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-state.mjs';

const groupsFile = path.join(root, 'build', 'chunk-groups.json');
if (!existsSync(groupsFile)) throw new Error('build/chunk-groups.json is missing: run npm run build:client first');
const groups = JSON.parse(readFileSync(groupsFile, 'utf8'));
const needed = ['main', 'page-article', 'article-markdown'];
for (const name of needed) if (!groups[name]) throw new Error(`chunk group ${name} is missing from the build`);

const dist = path.join(root, 'dist');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const files = [...new Set(needed.flatMap((name) => groups[name]))].sort();
const totals = { raw: 0, gzip: 0, br: 0 };
const byGroup = Object.fromEntries(needed.map((name) => [name, 0]));
console.log('\n/article first-load assets (entry + page-article + article-markdown)');
for (const file of files) {
  const bytes = readFileSync(path.join(dist, file));
  const brFile = path.join(dist, `${file}.br`);
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    br: existsSync(brFile) ? readFileSync(brFile).length : bytes.length,
  };
  for (const key of Object.keys(totals)) totals[key] += size[key];
  const owner = needed.find((name) => groups[name].includes(file));
  byGroup[owner] += size.gzip;
  console.log(
    `  ${file.padEnd(44)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip ${kb(size.br).padStart(10)} br  (${owner})`,
  );
}
const goal = 280 * 1024;
console.log(
  `  ${'total'.padEnd(44)} ${kb(totals.raw).padStart(10)} ${kb(totals.gzip).padStart(10)} gzip ${kb(totals.br).padStart(10)} br  (goal 280 KB gzip: ${totals.gzip <= goal ? 'met' : 'NOT met'})`,
);
console.log(
  JSON.stringify({
    bench: 'article-first-load',
    files: files.length,
    rawBytes: totals.raw,
    gzipBytes: totals.gzip,
    brotliBytes: totals.br,
    goalBytes: goal,
    gzipBytesByGroup: byGroup,
  }),
);
