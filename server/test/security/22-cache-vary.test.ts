import { seedDemoContent } from '../../src/db/seed';
import { CacheTag } from '../../src/lib/cache/tags';
import { useTestApp } from '../helpers';

const HOME = '/api/article/blogHomeGetArticleList/1/10';
const CONFIG = '/api/config';

/**
 * Attack 22: a proxy or CDN in front serving brotli to a client that cannot read it. Every answer
 * of a type we compress names `Vary: Accept-Encoding` (once) whether or not this copy was
 * compressed, cached or not, hit or miss, big or under the threshold, and so does a 304
 * (lib/compression/vary.ts, docs/caching.md).
 */
describe('attack 22: Vary on every answer that has variants', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const vary = (headers: Record<string, unknown>) =>
    String(headers.vary ?? '')
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value === 'accept-encoding');

  beforeEach(() => ctx.app.cache.invalidate(Object.values(CacheTag)));

  it.each([HOME, CONFIG])('%s: plain miss, plain hit, compressed hit and 304 all vary', async (url) => {
    const miss = await get(url);
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBeUndefined();
    const plainHit = await get(url);
    expect(plainHit.headers['x-cache']).toBe('HIT');
    expect(plainHit.headers['content-encoding']).toBeUndefined();
    const brHit = await get(url, { 'accept-encoding': 'br' });
    const notModified = await get(url, { 'if-none-match': String(miss.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    for (const response of [miss, plainHit, brHit, notModified])
      expect(vary(response.headers)).toEqual(['accept-encoding']);
  });

  it('an uncached JSON answer varies whether it was compressed or not', async () => {
    const url = '/api/article/getArticleById/1';
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(vary(response.headers)).toEqual(['accept-encoding']);
    }
  });
});
