import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The built index.html, or null when there is no SPA build. */
export function readPageTemplate(clientDir: string | null): string | null {
  const file = clientDir ? path.join(clientDir, 'index.html') : null;
  return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * `'sha256-…'` sources of the template's inline scripts (the colour-scheme script of index.html),
 * for CSP script-src: they run without allowing 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/json/i.test(attributes)) continue;
    if (!match[2].trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}
