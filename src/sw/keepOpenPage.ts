// docs/behaviour.md §12.2: the page a reader opened before the worker was ready (a first visit on a
// slow machine) never went through the worker, so nothing kept it. Once the worker takes the page
// over, the page sends KEEP_OPEN_PAGE and the worker stores it. Pure rules here; sw.ts does the work.
import { KEEP_OPEN_PAGE, type KeepOpenPageMessage } from '@protocol/webApp';
import { cacheRouteOf } from './cachePolicy';

/** Pictures asked for at most per page: an article's own are far fewer, a long list stays cheap. */
export const MAX_KEPT_PICTURES = 40;

/** What the worker stores for one open page: the page itself (if pages of its kind are kept) and pictures. */
export interface KeepPlan {
  page: string | null;
  images: string[];
}

export function isKeepOpenPageMessage(data: unknown): data is KeepOpenPageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<KeepOpenPageMessage>;
  return (
    message.type === KEEP_OPEN_PAGE &&
    typeof message.url === 'string' &&
    Array.isArray(message.images) &&
    message.images.every((image) => typeof image === 'string')
  );
}

/** A URL the page sent, resolved against the page, without its hash; null when it is not a URL at all. */
function absolute(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

/**
 * The same rules as a request the worker sees (cachePolicy.ts): the page as a navigation, each picture
 * as an image, anonymous. So the desk, another origin or a `data:` picture is never kept this way
 * either.
 */
export function keepPlan(message: KeepOpenPageMessage, origin: string): KeepPlan {
  const facts = (url: string, mode: string, destination: string) => ({
    method: 'GET',
    url,
    mode,
    destination,
    headers: { has: () => false },
  });
  const pageUrl = absolute(message.url, origin);
  const page = pageUrl && cacheRouteOf(facts(pageUrl, 'navigate', 'document'), origin) === 'page' ? pageUrl : null;
  const images = new Set<string>();
  for (const src of message.images) {
    const url = absolute(src, pageUrl ?? origin);
    if (url && cacheRouteOf(facts(url, 'no-cors', 'image'), origin) === 'image') images.add(url);
    if (images.size === MAX_KEPT_PICTURES) break;
  }
  return { page, images: [...images] };
}
