import { byteBudgetPlugin, trimToBytes, type TrimmableCache } from './byteBudget';

/** An in-memory cache that keeps insertion order, as the Cache API does. */
function memoryCache(entries: Array<[string, string, boolean?]>) {
  const store = new Map<string, Response>();
  for (const [url, body, declare] of entries) {
    store.set(url, new Response(body, { headers: declare ? { 'content-length': String(body.length) } : {} }));
  }
  const cache: TrimmableCache = {
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    match: async (request) => store.get(request.url),
    delete: async (request) => store.delete(request.url),
  };
  return { cache, urls: () => [...store.keys()] };
}

test('drops the oldest entries until the cache fits its byte bound', async () => {
  const { cache, urls } = memoryCache([
    ['https://b/1', 'a'.repeat(400), true],
    ['https://b/2', 'b'.repeat(400)],
    ['https://b/3', 'c'.repeat(400), true],
  ]);
  expect(await trimToBytes(cache, 1000)).toBe(800);
  expect(urls()).toEqual(['https://b/2', 'https://b/3']);
});

test('leaves a cache within its bound alone', async () => {
  const { cache, urls } = memoryCache([['https://b/1', 'x'.repeat(10)]]);
  expect(await trimToBytes(cache, 10)).toBe(10);
  expect(urls()).toEqual(['https://b/1']);
});

test('the plugin trims the cache it was told about after each update', async () => {
  const { cache, urls } = memoryCache([
    ['https://b/1', 'x'.repeat(600)],
    ['https://b/2', 'y'.repeat(600)],
  ]);
  const opened: string[] = [];
  const plugin = byteBudgetPlugin(700, async (name) => (opened.push(name), cache));
  await plugin.cacheDidUpdate({ cacheName: 'inkstone-pages-v1' });
  expect(opened).toEqual(['inkstone-pages-v1']);
  expect(urls()).toEqual(['https://b/2']);
});
