import { addLoadArticles } from '../../src/db/seed/load-articles';
import { useTestApp } from '../helpers';
import { templateClientDir } from '../ssr/render-bundle';

// docs/caching.md "How it works": the response cache holds at most CACHE_MAX_BYTES, counted in bytes, on a
// blog of a thousand articles whose every page is read (docs/performance.md gives the figure with
// server-rendered pages: how many of them the default bound keeps).
const ARTICLES = 1000;
const BOUND = 512 * 1024;

describe('the response cache on a blog of 1,000 articles', () => {
  const ctx = useTestApp({
    prepare: (db) => addLoadArticles(db, ARTICLES),
    // The page route with each article's head (title, description, JSON-LD), unrendered: a few KB
    // a page, so a thousand of them are several times the bound.
    env: { CACHE_MAX_BYTES: String(BOUND), CLIENT_DIR: templateClientDir(), SSR_ENTRY: '' },
  });

  it('never holds more than CACHE_MAX_BYTES while every article page is read, keeping the newest', async () => {
    const ids = (await ctx.db.selectFrom('articles').select('id').where('status', '=', 1).orderBy('id').execute()).map(
      (row) => row.id,
    );
    expect(ids.length).toBeGreaterThan(ARTICLES * 0.8);
    let pageBytes = 0;
    let over = 0;
    for (const id of ids) {
      const res = await ctx.app.inject({ method: 'GET', url: `/article?id=${id}`, headers: { accept: 'text/html' } });
      expect([id, res.statusCode]).toEqual([id, 200]);
      pageBytes += res.rawPayload.byteLength;
      if (ctx.app.cache.stats().bytes > BOUND) over += 1;
    }
    const stats = ctx.app.cache.stats();
    expect({ over, maxBytes: stats.maxBytes }).toEqual({ over: 0, maxBytes: BOUND });
    // The pages were several times the bound: older ones were evicted, and the cache is full, not
    // emptied (within one page of the bound).
    expect(pageBytes).toBeGreaterThan(3 * BOUND);
    expect(stats.entries).toBeLessThan(ids.length);
    expect(stats.bytes).toBeGreaterThan(BOUND - (2 * pageBytes) / ids.length - 1024);
    const read = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/article?id=${id}`, headers: { accept: 'text/html' } })).headers[
        'x-cache'
      ];
    expect(await read(ids[ids.length - 1])).toBe('HIT');
    expect(await read(ids[0])).toBe('MISS');
    expect(ctx.app.cache.stats().bytes).toBeLessThanOrEqual(BOUND);
  }, 120_000);
});
