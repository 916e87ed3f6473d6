// Decides whether the SPA, the server, its render bundle or the pages' stylesheets are older than
// their sources, and rebuilds those that are (used by start, dev, bench, the tests that need a build
// and test:e2e). `node scripts/build-state.mjs [target…]` builds the stale ones of those named (all
// when none), one build at a time across processes, so every test run shares one build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const at = (...parts) => path.join(root, ...parts);

export const targets = {
  client: {
    output: at('dist', 'index.html'),
    sources: [
      at('src'),
      at('protocol'),
      at('public'),
      at('webpack.config.ts'),
      at('tsconfig.json'),
      at('package.json'),
    ],
    script: 'build:client',
  },
  server: {
    output: at('build', 'server', 'main.js'),
    sources: [
      at('server', 'src'),
      at('protocol'),
      at('server', 'tsconfig.json'),
      at('webpack.config.ts'),
      at('tsconfig.json'),
      at('package.json'),
    ],
    script: 'build:server',
  },
  // The server render of the SPA (build/ssr/render.js), loaded by the server when present.
  ssr: {
    output: at('build', 'ssr', 'render.js'),
    sources: [at('src'), at('protocol'), at('webpack.config.ts'), at('tsconfig.json'), at('package.json')],
    script: 'build:ssr',
  },
  // The stylesheets server-rendered pages link (docs/performance.md "Lean server-rendered pages"),
  // made from the client build and the render bundle: a client build empties dist/, so they are made
  // again after it. Without them the server inlines every page's CSS (three times the HTML).
  styles: {
    output: at('build', 'ssr', 'shared-styles.json'),
    sources: [
      at('dist', 'index.html'),
      at('build', 'ssr', 'render.js'),
      at('scripts', 'build-shared-styles.ts'),
      at('server', 'src'),
      at('protocol'),
      at('package.json'),
    ],
    script: 'build:styles',
    // It renders pages with React, MUI and Emotion from node_modules: in a test run's environment
    // (NODE_ENV=test) their development builds would name every class differently from the
    // production server's, and every page would inline all its CSS.
    env: { NODE_ENV: 'production' },
  },
};

/** True when the output is missing or any source file is newer than it. */
export function isStale(target) {
  if (!existsSync(target.output)) return true;
  const built = statSync(target.output).mtimeMs;
  return target.sources.some((source) => newestMtime(source) > built);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Builds, in order, every target whose output is missing or older than its sources; `announce` is
 * told each before it starts. Returns the target that failed and its exit status, or null.
 */
export function buildStale(announce = () => undefined, env = process.env, among = targets) {
  for (const [name, target] of Object.entries(among)) {
    if (!isStale(target)) continue;
    announce(name, target);
    const status = spawnSync(npm, ['run', '--silent', target.script], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, ...target.env },
    }).status;
    if (status !== 0) return { name, target, status: status ?? 1 };
    // webpack leaves a file whose content did not change unwritten (compareBeforeEmit), so an
    // unchanged dist/index.html kept its old time: the client then looked stale at every check, and
    // the stylesheets its rebuild wiped from dist/ were not made again. The output's time is the build's.
    if (existsSync(target.output)) utimesSync(target.output, new Date(), new Date());
  }
  return null;
}

/** Held while a build runs, so parallel test workers never write one output twice at once. */
const LOCK = at('build', '.build-lock');
const LOCK_STALE_MS = 15 * 60_000;

function withBuildLock(work) {
  mkdirSync(at('build'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock left by a killed build is taken over once it is older than any real build.
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > LOCK_STALE_MS) rmSync(LOCK, { recursive: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in targets));
  if (unknown.length > 0) {
    console.error(`Unknown build target: ${unknown.join(', ')} (known: ${Object.keys(targets).join(', ')})`);
    process.exit(2);
  }
  const only = wanted.length > 0 ? Object.fromEntries(wanted.map((name) => [name, targets[name]])) : targets;
  const failed = withBuildLock(() => buildStale((name) => console.log(`Building ${name} (stale)…`), process.env, only));
  if (failed) process.exit(failed.status);
}
