// /article once booted: the JS + CSS (gzip) the first tap evaluates (the article text is the
// server's HTML) — the entry's files, the page-article chunk group and (while readers still get it) the Markdown
// renderer's group, as webpack recorded them in build/chunk-groups.json (scripts/first-load.cjs).
// The search dialog, chat and music player are not needed to show the article and are left out.
// Against its ceiling in scripts/first-load.cjs (docs/performance.md "/article first load").
import { createRequire } from 'node:module';
import { root } from '../scripts/build-state.mjs';

const { ARTICLE_GROUPS, CEILINGS, firstLoad } = createRequire(import.meta.url)('../scripts/first-load.cjs');
const load = firstLoad(root, ARTICLE_GROUPS);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\n/article once booted (${load.groups.join(' + ')})`);
const byGroup = Object.fromEntries(load.groups.map((name) => [name, 0]));
for (const size of [...load.files].sort((a, b) => a.file.localeCompare(b.file))) {
  byGroup[size.group] += size.gzip;
  console.log(
    `  ${size.file.padEnd(44)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip ${kb(size.br).padStart(10)} br  (${size.group})`,
  );
}
const budget = CEILINGS.article;
console.log(
  `  ${'total'.padEnd(44)} ${kb(load.raw).padStart(10)} ${kb(load.gzip).padStart(10)} gzip ${kb(load.br).padStart(10)} br  (ceiling ${kb(budget)} gzip: ${load.gzip <= budget ? 'within' : 'OVER'})`,
);
console.log(
  JSON.stringify({
    bench: 'article-first-load',
    files: load.files.length,
    rawBytes: load.raw,
    gzipBytes: load.gzip,
    brotliBytes: load.br,
    budgetBytes: budget,
    gzipBytesByGroup: byGroup,
  }),
);
