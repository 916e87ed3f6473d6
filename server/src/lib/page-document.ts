import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SSR_STATE_ID } from '@protocol/ssr';

/** The parts of a server-rendered page, put into the SPA's index.html by assembleDocument. */
export interface PageParts {
  /** Extra tags for <head> (the page's own title, description, canonical, Open Graph…). */
  head?: string;
  /** Emotion's critical CSS (<style> tags). */
  styles: string;
  /** The markup of <div id="root">. */
  body: string;
  /** The state for hydration, already escaped for a <script> element. */
  state: string;
}

/** The empty #root of index.html, quoted or not (the production build minifies the page). */
const ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * The one place a server-rendered page's document is assembled: the built index.html (its scripts,
 * inline theme script and styles kept) with the head tags and critical CSS before </head>, the
 * markup in #root and the state right after it (a JSON script, which CSP does not treat as code).
 */
export function assembleDocument(template: string, { head = '', styles, body, state }: PageParts): string {
  const stateScript = `<script id="${SSR_STATE_ID}" type="application/json">${state}</script>`;
  return template
    .replace('</head>', () => `${head}${styles}</head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>${stateScript}`);
}

/** True when the template has the empty #root assembleDocument fills. */
export const hasRootSlot = (template: string): boolean => ROOT.test(template);

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

/** The built index.html, or null when there is no SPA build. */
export function readPageTemplate(clientDir: string | null): string | null {
  const file = clientDir ? path.join(clientDir, 'index.html') : null;
  return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
