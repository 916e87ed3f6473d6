// What /home evaluates once the app boots, against its ceiling (scripts/first-load.cjs, docs/performance.md
// "/home first load"): the entry's files plus the /home page chunk group, as webpack recorded them (build/chunk-groups.json, written by the
// production build). Widgets that mount when the browser is idle (chat, music player) and pieces
// loaded on demand (dialogs, menus, the drawer, notices, back-to-top) are reported separately: they
// are not needed to show the page. bench/stack-floor.mjs prints what the fixed stack costs by itself.
import { createRequire } from 'node:module';
import { root } from '../scripts/build-state.mjs';

const { CEILINGS, HOME_GROUPS, fileSize, firstLoad, readChunkGroups } = createRequire(import.meta.url)(
  '../scripts/first-load.cjs',
);
const groups = readChunkGroups(root);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const home = firstLoad(root, HOME_GROUPS);
const firstLoadFiles = home.files.map((size) => size.file);
const { raw, gzip, br } = home;
console.log('\n/home once booted (entry + page-home)');
for (const size of [...home.files].sort((a, b) => a.file.localeCompare(b.file))) {
  console.log(
    `  ${size.file.padEnd(44)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip ${kb(size.br).padStart(10)} br`,
  );
}
const budget = CEILINGS.home;
console.log(
  `  ${'total'.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip ${kb(br).padStart(10)} br  (ceiling ${kb(budget)} gzip: ${gzip <= budget ? 'within' : 'OVER'})`,
);

// Sizes of the files loaded later, not needed to show /home.
const gzipOf = (file) => fileSize(root, file).gzip;
const later = {};
for (const [name, files] of Object.entries(groups)) {
  if (name === 'main' || name.startsWith('page-')) continue;
  const extra = files.filter((file) => !firstLoadFiles.includes(file));
  later[name] = extra.reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(`  later: ${name.padEnd(20)} +${kb(later[name])} gzip (${extra.length} files)`);
}
console.log(
  JSON.stringify({
    bench: 'bundle-size',
    files: home.files.length,
    rawBytes: raw,
    gzipBytes: gzip,
    brotliBytes: br,
    budgetBytes: budget,
    laterGzipBytes: later,
  }),
);
