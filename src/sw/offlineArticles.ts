// docs/behaviour.md §12 (offline): the offline page lists the articles this browser can open
// without the network — those whose page or whose API answer is in the runtime caches.
import { unescapeHtml } from '@protocol/html';
import { articleIdOfPage } from './cachePolicy';

export interface OfflineArticle {
  id: number;
  title: string;
}

/** The part of the Cache API the listing reads. */
export interface ReadableCache {
  keys(): Promise<readonly Request[]>;
  match(request: Request): Promise<Response | undefined>;
}

const ARTICLE_API = /\/api\/article\/getArticleById\/(\d+)$/;

/** The title of a cached page (its <title>, without the site name the head appends). */
function pageTitle(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  if (!match) return null;
  const title = unescapeHtml(match[1]);
  const cut = title.lastIndexOf(' - ');
  return (cut > 0 ? title.slice(0, cut) : title).trim() || null;
}

/** The title in a cached getArticleById answer (the envelope's result.article_title). */
function apiTitle(body: unknown): string | null {
  const result = (body as { result?: { article_title?: unknown } } | null)?.result;
  return typeof result?.article_title === 'string' ? result.article_title : null;
}

async function safely<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

/** Every article readable offline, newest-cached first, each once. */
export async function listOfflineArticles(pages: ReadableCache, api: ReadableCache): Promise<OfflineArticle[]> {
  const found = new Map<number, string>();
  for (const request of [...(await api.keys())].reverse()) {
    const id = Number(ARTICLE_API.exec(new URL(request.url).pathname)?.[1]);
    if (!id || found.has(id)) continue;
    const title = await safely(async () => apiTitle(await (await api.match(request))?.clone().json()));
    if (title) found.set(id, title);
  }
  for (const request of [...(await pages.keys())].reverse()) {
    const id = articleIdOfPage(request.url);
    if (!id || found.has(id)) continue;
    const title = await safely(async () => pageTitle((await (await pages.match(request))?.clone().text()) ?? ''));
    if (title) found.set(id, title);
  }
  return [...found].map(([id, title]) => ({ id, title }));
}
