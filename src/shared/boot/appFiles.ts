import { PAGE_SCRIPTS_META } from '@protocol/ssr';

/**
 * The files the boot script knows about, listed in <meta> elements that fetch nothing, each a
 * space-separated list of paths under the site's root (webpack's public path): by the build
 * (scripts/app-scripts-plugin.ts) the app entry's scripts in order and the chunks a first intent
 * needs; by the server, the rendered page's own chunks (server/src/render/page-scripts.ts).
 */
const listed = (doc: Document, name: string): string[] =>
  (doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '')
    .split(' ')
    .filter(Boolean)
    .map((file) => `/${file}`);

export const appScripts = (doc: Document): string[] => listed(doc, 'inkstone-app');
export const intentChunks = (doc: Document): string[] => listed(doc, 'inkstone-intent');
export const pageScripts = (doc: Document): string[] => listed(doc, PAGE_SCRIPTS_META);
