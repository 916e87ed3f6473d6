// /article first load: the JS + CSS (gzip) a reader downloads before the article text shows — the
// entry's files and the page-article chunk group, as webpack recorded them in build/chunk-groups.json.
// The body is HTML made on the server (docs/architecture.md "Article HTML"): no Markdown renderer
// (md-editor-rt, markdown-it, highlight.js) is requested, and a build where one is part of the page
// again fails this bench. The search dialog, chat and music player are not needed to show the
// article and are left out; the image zoom loads on the first click. Goal 230 KB gzip (issue 23).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-state.mjs';

const groupsFile = path.join(root, 'build', 'chunk-groups.json');
if (!existsSync(groupsFile)) throw new Error('build/chunk-groups.json is missing: run npm run build:client first');
const groups = JSON.parse(readFileSync(groupsFile, 'utf8'));
const needed = ['main', 'page-article'];
for (const name of needed) if (!groups[name]) throw new Error(`chunk group ${name} is missing from the build`);
// The readers' page must not pull the editor's Markdown runtime back in (docs/performance.md): its
// chunks share the preview themes' CSS with the editor, so the check reads the code for strings that
// survive minification in md-editor-rt's preview and in highlight.js.
const RUNTIME_MARKS = ['_article-key_', 'could not be registered'];

const dist = path.join(root, 'dist');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const files = [...new Set(needed.flatMap((name) => groups[name]))].sort();
const leaked = files.filter((file) => {
  const code = readFileSync(path.join(root, 'dist', file), 'utf8');
  return RUNTIME_MARKS.some((mark) => code.includes(mark));
});
if (leaked.length) throw new Error(`the article page loads the Markdown runtime: ${leaked.join(', ')}`);
const totals = { raw: 0, gzip: 0, br: 0 };
const byGroup = Object.fromEntries(needed.map((name) => [name, 0]));
console.log('\n/article first-load assets (entry + page-article)');
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
const goal = 230 * 1024;
console.log(
  `  ${'total'.padEnd(44)} ${kb(totals.raw).padStart(10)} ${kb(totals.gzip).padStart(10)} gzip ${kb(totals.br).padStart(10)} br  (goal 230 KB gzip: ${totals.gzip <= goal ? 'met' : 'NOT met'})`,
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
