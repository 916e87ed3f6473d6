import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHE_NAMES } from '@protocol/webApp';

/**
 * docs/caching.md "In the reader's browser": a draft's or private post's pictures are shown only in
 * the admin desk, and a picture request says nothing of the page that made it (no Authorization; the
 * worker's Client.url is the page's first address, not the desk's route). So the desk flags the
 * browser (the empty `adminDesk` cache, src/shared/lib/readerCaches.ts) and, while the flag exists,
 * no picture is kept: read per write, shared by every tab, surviving the worker's restarts. Logout
 * deletes the flag with the pictures.
 */
export function noPicturesAfterAdminDesk(storage: Pick<CacheStorage, 'has'>): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => ((await storage.has(CACHE_NAMES.adminDesk)) ? null : response),
  };
}
