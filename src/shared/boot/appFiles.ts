/**
 * The files the boot script knows about, listed by the build in <meta> elements that fetch nothing
 * (scripts/app-scripts-plugin.ts): the app entry's scripts, and the chunks a first intent needs.
 */
const listed = (doc: Document, name: string): string[] =>
  [...doc.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`)].map((meta) => meta.content);

export const appScripts = (doc: Document): string[] => listed(doc, 'inkstone-app-script');
export const intentChunks = (doc: Document): string[] => listed(doc, 'inkstone-intent-chunk');
