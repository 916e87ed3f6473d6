/**
 * The files the boot script knows about, listed by the build in two <meta> elements that fetch
 * nothing (scripts/app-scripts-plugin.ts): the app entry's scripts in order, and the chunks a first
 * intent needs, each a space-separated list of paths under the site's root (webpack's public path).
 */
const listed = (doc: Document, name: string): string[] =>
  (doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '')
    .split(' ')
    .filter(Boolean)
    .map((file) => `/${file}`);

export const appScripts = (doc: Document): string[] => listed(doc, 'inkstone-app');
export const intentChunks = (doc: Document): string[] => listed(doc, 'inkstone-intent');
