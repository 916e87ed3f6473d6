import { CACHE_NAMES } from '@protocol/webApp';
import { clearReaderCaches } from './readerCaches';

test('logout empties the pages and API caches, keeping images and the precache', async () => {
  const names = new Set<string>([...Object.values(CACHE_NAMES), 'workbox-precache-v2-http://x/']);
  const storage = { delete: async (name: string) => names.delete(name) } as unknown as CacheStorage;
  await clearReaderCaches(storage);
  expect([...names].sort()).toEqual([CACHE_NAMES.images, 'workbox-precache-v2-http://x/'].sort());
});

test('does nothing where there is no Cache API', async () => {
  await expect(clearReaderCaches(undefined)).resolves.toBeUndefined();
});
