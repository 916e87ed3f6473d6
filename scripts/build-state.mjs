// Decides whether the SPA or the server build is older than its sources (used by start and dev).
import { existsSync, readdirSync, statSync } from 'node:fs';
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
};

/** True when the output is missing or any source file is newer than it. */
export function isStale(target) {
  if (!existsSync(target.output)) return true;
  const built = statSync(target.output).mtimeMs;
  return target.sources.some((source) => newestMtime(source) > built);
}
