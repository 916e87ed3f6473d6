// `npm run bench`: every benchmark under bench/, one after another. Figures only — nothing asserts timings.
// `npm run bench <name>…` runs only those. Lighthouse takes minutes and needs the server build too,
// so a full run includes it (and the other real-browser benches, first-intent) only with LIGHTHOUSE=1
// (or when named: `npm run bench lighthouse`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildStale, root } from './build-state.mjs';

const only = process.argv.slice(2);
const run = (cmd, args) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'silent' } }).status ?? 1;

const benches = [
  { name: 'bundle-size', file: 'bench/bundle-size.mjs' },
  { name: 'article-first-load', file: 'bench/article-first-load.mjs' },
  { name: 'stack-floor', file: 'bench/stack-floor.mjs' },
  { name: 'home-api', file: 'bench/home-api.ts' },
  { name: 'article-html', file: 'bench/article-html.ts' },
  { name: 'page-size', file: 'bench/page-size.ts' },
  { name: 'image-pipeline', file: 'bench/image-pipeline.ts' },
  { name: 'lighthouse', file: 'bench/lighthouse.mjs', optIn: 'LIGHTHOUSE' },
  { name: 'stack-floor-lighthouse', file: 'bench/stack-floor-lighthouse.mjs', optIn: 'LIGHTHOUSE' },
  { name: 'first-intent', file: 'bench/first-intent.mjs', optIn: 'LIGHTHOUSE' },
  { name: 'chat-fanout', file: 'bench/chat-fanout.ts' },
  { name: 'cluster', file: 'bench/cluster.ts' },
  { name: 'music-search', file: 'bench/music-search.ts' },
  { name: 'article-search', file: 'bench/article-search.ts' },
  { name: 'import', file: 'bench/import.ts' },
  { name: 'comment-mail', file: 'bench/comment-mail.ts' },
  { name: 'outbox', file: 'bench/outbox.ts' },
  { name: 'captcha', file: 'bench/captcha.ts' },
  // `usesBuild: false`: runs the app from source and reads no bundle, so nothing is built for it alone.
  { name: 'storage', file: 'bench/storage.ts', usesBuild: false },
];

const selected = benches.filter((bench) =>
  only.length ? only.includes(bench.name) : !bench.optIn || process.env[bench.optIn] === '1',
);
// Every stale build, as `npm start` makes them, unless no selected bench reads one: a page bench on a
// client rebuilt alone would measure pages without their stylesheets (scripts/build-state.mjs).
if (
  selected.some((bench) => bench.usesBuild !== false) &&
  buildStale(undefined, { ...process.env, LOG_LEVEL: 'silent' })
)
  process.exit(1);
let failed = 0;
for (const bench of selected) {
  if (!existsSync(path.join(root, bench.file))) {
    console.log(`\n# ${bench.name}: ${bench.file} not found, skipped`);
    continue;
  }
  console.log(`\n# ${bench.name}`);
  const args = bench.file.endsWith('.ts')
    ? ['--expose-gc', '-r', 'ts-node/register', '-r', './scripts/protocol-alias.cjs', bench.file]
    : [bench.file];
  if (run(process.execPath, args) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
