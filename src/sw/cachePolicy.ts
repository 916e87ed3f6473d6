// What the service worker may keep, and how (docs/caching.md "In the reader's browser"). Pure rules,
// no Workbox: sw.ts routes by them and cachePolicy.test.ts pins them down.

export type CacheRoute = 'page' | 'api' | 'image';

/** The parts of a Request the rules read (a real Request has them all). */
export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  destination: string;
  headers: { has(name: string): boolean };
}

/**
 * Never cached, whatever the request: the admin desk and its API, uploads, chat (its socket and its
 * HTTP calls), personal answers (user, notifications), the music service (/wapi: song lists, audio
 * and covers stream from the network), and search (any text makes a new entry).
 */
const NEVER = [
  /^\/admin(\/|$)/,
  /^\/ws(\/|$)/,
  /^\/wapi(\/|$)/,
  /^\/api\/(admin|upload|chat|user|notify)(\/|$)/,
  /^\/api\/article\/(getArticleListByContent|searchArticles)\//,
];

/**
 * The runtime cache a request belongs to, or null when it must go to the network untouched. Only
 * same-origin anonymous GETs are ever kept: a request carrying `Authorization` is a logged-in
 * reader's, and its answer may be about them.
 */
export function cacheRouteOf(request: RequestFacts, origin: string): CacheRoute | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null;
  const url = new URL(request.url);
  if (url.origin !== origin || NEVER.some((rule) => rule.test(url.pathname))) return null;
  if (request.mode === 'navigate') return 'page';
  if (request.destination === 'image') return 'image';
  if (url.pathname.startsWith('/api/')) return 'api';
  return null;
}

/** The answers worth keeping: complete 200s the server did not mark private or no-store. */
export function isStorable(response: { status: number; type: string; headers: { get(name: string): string | null } }) {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(no-store|private)\b/i.test(cacheControl);
}

/** An article page's id (`/article?id=3`), or null. */
export function articleIdOfPage(url: string): number | null {
  const parsed = new URL(url);
  if (parsed.pathname !== '/article') return null;
  const id = Number(parsed.searchParams.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The API answer an article page shows: what the app shell reads to render it offline. */
export const articleApiPath = (id: number) => `/api/article/getArticleById/${id}`;

/** Bounds of the runtime caches (entries, bytes, age): docs/caching.md. */
export const CACHE_LIMITS = {
  page: { maxEntries: 60, maxBytes: 12 * 1024 * 1024, maxAgeSeconds: 30 * 24 * 3600 },
  api: { maxEntries: 200, maxBytes: 8 * 1024 * 1024, maxAgeSeconds: 30 * 24 * 3600 },
  image: { maxEntries: 300, maxBytes: 60 * 1024 * 1024, maxAgeSeconds: 60 * 24 * 3600 },
} as const;
