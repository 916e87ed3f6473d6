import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../builds';

const root = path.resolve(__dirname, '..', '..', '..');
/** The server render bundle the tests load, as `npm run build:ssr` writes it. */
export const RENDER_BUNDLE = path.join(root, 'build', 'ssr', 'render.js');

/**
 * Builds build/ssr/render.js when it is missing or older than the client sources, so `npm test` on a
 * clean clone tests the real bundle (the server never imports src/, and neither do its tests).
 */
export function ensureRenderBundle(): string {
  ensureBuilt('ssr');
  return RENDER_BUNDLE;
}

/** A client folder holding only the page template (public/index.html), for CLIENT_DIR. */
export function templateClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-ssr-client-'));
  fs.copyFileSync(path.join(root, 'public', 'index.html'), path.join(dir, 'index.html'));
  return dir;
}
