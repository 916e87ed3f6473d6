// The bytes a page needs before it shows, from the production build's chunk map
// (build/chunk-groups.json: entry and lazy chunk groups → files, written by webpack.config.ts):
// raw, gzip level 9 and the .br copy the server sends, and the ceilings on them. Shared by
// bench/bundle-size.mjs, bench/article-first-load.mjs and the budget guard test
// (server/test/bundle/first-load-budget.test.ts).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Any page before the reader's first intent: the boot entry alone (docs/architecture.md "Boot on intent"). */
const BOOT_GROUPS = ['boot'];
/** /home once booted: the app's entry and the home page's group. */
const HOME_GROUPS = ['main', 'page-home'];
/** /article once booted: the app's entry, the article page and, while readers still get it, the Markdown renderer's group. */
const ARTICLE_GROUPS = ['main', 'page-article', 'article-markdown'];

const KB = 1024;
/**
 * The gzip bytes each load may not pass, read by the budget test (server/test/bundle/
 * first-load-budget.test.ts) and the benches. `boot` is what any page evaluates before the reader's
 * first intent (goal 30 KB, docs/architecture.md "Boot on intent"). `home` and `article` are just
 * over the current build: since the boot on intent they are what the first tap evaluates, not what a
 * page loads at arrival, and their size is the tap's wait (docs/performance.md "/home first load",
 * "Boot on intent"). Their history: /home 183.9 KB and /article 204.5 KB on 2026-11-29 (the page
 * catalogue in the router and the nav, the math sheet, the series page's keys); 184.0 and 205.0 KB
 * (a series' name in the document title, the series query in the shell, the series block's list);
 * 184.7 and 206.0 KB (the page state written compact, rebuilt by the client; the floating slot's own
 * state). Lower one when a change shrinks the load for good.
 */
const CEILINGS = { boot: 30 * KB, home: 185 * KB, article: 206.5 * KB };

function readChunkGroups(root) {
  const file = path.join(root, 'build', 'chunk-groups.json');
  if (!fs.existsSync(file)) throw new Error('build/chunk-groups.json is missing: run npm run build:client first');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** One built file's sizes: raw, gzip level 9, and its .br copy (what the server sends). */
function fileSize(root, file) {
  const bytes = fs.readFileSync(path.join(root, 'dist', file));
  const brFile = path.join(root, 'dist', `${file}.br`);
  return {
    file,
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    br: fs.existsSync(brFile) ? fs.readFileSync(brFile).length : bytes.length,
  };
}

/**
 * The files of the named groups (each once) with their sizes, and the totals. Groups after the first
 * two may be absent (a later build may no longer ship them to readers).
 */
function firstLoad(root, groupNames) {
  const groups = readChunkGroups(root);
  groupNames.slice(0, Math.min(2, groupNames.length)).forEach((name) => {
    if (!groups[name]) throw new Error(`chunk group ${name} is missing from the build`);
  });
  const present = groupNames.filter((name) => groups[name]);
  const files = [];
  const totals = { raw: 0, gzip: 0, br: 0 };
  for (const name of present) {
    for (const file of groups[name]) {
      if (files.some((entry) => entry.file === file)) continue;
      const size = { ...fileSize(root, file), group: name };
      files.push(size);
      totals.raw += size.raw;
      totals.gzip += size.gzip;
      totals.br += size.br;
    }
  }
  return { groups: present, files, ...totals };
}

module.exports = { BOOT_GROUPS, HOME_GROUPS, ARTICLE_GROUPS, CEILINGS, readChunkGroups, fileSize, firstLoad };
