import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '@protocol/html';
import { pageChunkGroup, type PageId } from '@protocol/pages';
import { PAGE_SCRIPTS_FILE, PAGE_SCRIPTS_META } from '@protocol/ssr';

// docs/architecture.md "Boot on intent": the boot fetches the code a first intent needs ahead of
// it. The app entry and the widgets are the same on every page and listed in index.html; a page's
// own chunks differ per page, so the server names the rendered page's in that page.

/** The `<meta>` naming a rendered page's scripts, or '' (no build listing, or a page without code). */
export type PageScriptsTag = (page: PageId | null) => string;

const none: PageScriptsTag = () => '';

/** What the client build wrote (page-scripts.json beside index.html), or no tags without it. */
export function loadPageScripts(clientDir: string | null): PageScriptsTag {
  const file = clientDir ? path.join(clientDir, PAGE_SCRIPTS_FILE) : null;
  if (!file || !fs.existsSync(file)) return none;
  const groups = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const tags = new Map<string, string>();
  for (const [group, files] of Object.entries(groups)) {
    if (typeof files === 'string' && files !== '')
      tags.set(group, `<meta name="${PAGE_SCRIPTS_META}" content="${escapeHtml(files)}">`);
  }
  return (page) => (page ? (tags.get(pageChunkGroup(page)) ?? '') : '');
}
