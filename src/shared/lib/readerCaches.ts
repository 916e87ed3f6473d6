import { USER_CACHES } from '@protocol/webApp';

/**
 * docs/behaviour.md §12.3: logout empties the service worker's caches of what this reader read
 * (pages and API answers); the precache (the app's own files) and images stay. The page itself may
 * delete them: the Cache API is shared with the worker of the same origin.
 */
export async function clearReaderCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  await Promise.all(USER_CACHES.map((name) => storage.delete(name)));
}
