import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
/** The server render bundle the tests load, as `npm run build:ssr` writes it. */
export const RENDER_BUNDLE = path.join(root, 'build', 'ssr', 'render.js');

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return entry.endsWith('.test.ts') || entry.endsWith('.test.tsx') ? 0 : stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/**
 * Builds build/ssr/render.js when it is missing or older than the client sources, so `npm test` on a
 * clean clone tests the real bundle (the server never imports src/, and neither do its tests).
 */
export function ensureRenderBundle(): string {
  const built = fs.existsSync(RENDER_BUNDLE) ? fs.statSync(RENDER_BUNDLE).mtimeMs : 0;
  const sources = ['src', 'protocol', 'webpack.config.ts'].map((entry) => newestMtime(path.join(root, entry)));
  if (built > Math.max(...sources)) return RENDER_BUNDLE;
  const webpack = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpack, '--config-name', 'ssr', '--mode', 'production'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm run build:ssr failed:\n${result.stdout}\n${result.stderr}`);
  return RENDER_BUNDLE;
}

/** A client folder holding only the page template (public/index.html), for CLIENT_DIR. */
export function templateClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-ssr-client-'));
  fs.copyFileSync(path.join(root, 'public', 'index.html'), path.join(dir, 'index.html'));
  return dir;
}
