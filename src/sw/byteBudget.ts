// docs/caching.md "In the reader's browser": each runtime cache is bounded in bytes as well as
// entries (Workbox's ExpirationPlugin counts entries and age only).

/** The part of the Cache API a trim needs (a real Cache has it). */
export interface TrimmableCache {
  keys(): Promise<readonly Request[]>;
  match(request: Request): Promise<Response | undefined>;
  delete(request: Request): Promise<boolean>;
}

/** An entry's size: its Content-Length when the server sent one, otherwise its body read once. */
async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) return declared;
  return (await response.clone().arrayBuffer()).byteLength;
}

/**
 * Deletes the oldest entries (Cache.keys() lists them in insertion order, and a put moves an entry
 * to the end) until the cache holds at most `maxBytes`. Answers the bytes left.
 */
export async function trimToBytes(cache: TrimmableCache, maxBytes: number): Promise<number> {
  const keys = await cache.keys();
  const sizes = await Promise.all(keys.map(async (key) => sizeOf(await cache.match(key))));
  let total = sizes.reduce((sum, size) => sum + size, 0);
  for (let i = 0; i < keys.length && total > maxBytes; i += 1) {
    await cache.delete(keys[i]);
    total -= sizes[i];
  }
  return total;
}

/**
 * A Workbox plugin (cacheDidUpdate) that trims its cache after each write; trims of one cache run
 * one after another so two writes never count the same entries twice.
 */
export function byteBudgetPlugin(maxBytes: number, open: (name: string) => Promise<TrimmableCache>) {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    cacheDidUpdate: async ({ cacheName }: { cacheName: string }) => {
      queue = queue.then(async () => trimToBytes(await open(cacheName), maxBytes)).catch(() => undefined);
      await queue;
    },
  };
}
