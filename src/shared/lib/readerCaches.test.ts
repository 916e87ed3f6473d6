import { CACHE_NAMES } from '@protocol/webApp';
import { clearReaderCaches, markAdminDeskOpened } from './readerCaches';

const PRECACHE = 'workbox-precache-v2-http://x/';

function fakeStorage(initial: string[]) {
  const names = new Set<string>(initial);
  const storage = {
    delete: async (name: string) => names.delete(name),
    open: async (name: string) => names.add(name),
  } as unknown as CacheStorage;
  return { names, storage };
}

test('logout empties pages, API answers and pictures and the desk flag, keeping only the precache', async () => {
  const { names, storage } = fakeStorage([...Object.values(CACHE_NAMES), PRECACHE]);
  await clearReaderCaches(storage);
  expect([...names]).toEqual([PRECACHE]);
});

test('opening the admin desk creates the flag the worker reads', async () => {
  const { names, storage } = fakeStorage([PRECACHE]);
  await markAdminDeskOpened(storage);
  expect(names.has(CACHE_NAMES.adminDesk)).toBe(true);
});

test('does nothing where there is no Cache API', async () => {
  await expect(clearReaderCaches(undefined)).resolves.toBeUndefined();
  await expect(markAdminDeskOpened(undefined)).resolves.toBeUndefined();
});
