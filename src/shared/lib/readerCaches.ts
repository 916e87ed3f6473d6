import { CACHE_NAMES, USER_CACHES } from '@protocol/webApp';

/**
 * docs/behaviour.md §12.3: logout empties the service worker's caches of what this reader read
 * (pages, API answers and pictures) and the admin desk's flag; the precache (the app's own files)
 * stays. The page itself may delete them: the Cache API is shared with the worker of the same origin.
 */
export async function clearReaderCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  await Promise.all(USER_CACHES.map((name) => storage.delete(name)));
}

/**
 * docs/caching.md "In the reader's browser": the admin desk shows drafts' and private posts'
 * pictures, so opening it tells the worker (by creating the empty `adminDesk` cache) to keep no
 * picture until the next logout. Written before the desk's first answer can arrive: a local write
 * against a network round trip followed by the picture's own.
 */
export async function markAdminDeskOpened(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  await storage.open(CACHE_NAMES.adminDesk);
}
