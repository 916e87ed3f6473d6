import { matchesIfNoneMatch, etagForEncoding, strongEtag } from '../../src/lib/cache/etag';
import { MemoryResponseCache } from '../../src/lib/cache/memory-cache';
import type { CachedAnswer } from '../../src/lib/cache/response-cache';

const answer = (body: string): CachedAnswer => ({ body, contentType: 'application/json', etag: strongEtag(body) });

describe('MemoryResponseCache', () => {
  it('stays within its byte bound by evicting the least recently used answers', async () => {
    const cache = new MemoryResponseCache(4_000);
    const body = 'x'.repeat(1_000);
    for (let i = 0; i < 6; i += 1) await cache.set(`/page/${i}`, answer(body), ['articles'], cache.mark());
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(4_000);
    expect(stats.entries).toBeLessThan(6);
    expect(await cache.get('/page/0')).toBeUndefined();
    expect(await cache.get('/page/5')).toBeDefined();
  });

  it('counts bytes as UTF-8 (a Chinese character weighs three)', async () => {
    const cache = new MemoryResponseCache(1_000_000);
    await cache.set('/a', answer('砚'.repeat(100)), [], cache.mark());
    expect(cache.stats().bytes).toBeGreaterThanOrEqual(300);
  });

  it('refuses an answer larger than the whole bound', async () => {
    const cache = new MemoryResponseCache(1_000);
    expect(await cache.set('/big', answer('x'.repeat(2_000)), [], cache.mark())).toBe(false);
    expect(cache.stats().entries).toBe(0);
  });

  it('invalidate drops exactly the answers carrying one of the tags', async () => {
    const cache = new MemoryResponseCache(1_000_000);
    await cache.set('/home', answer('h'), ['articles', 'article-counters'], cache.mark());
    await cache.set('/timeline', answer('t'), ['articles'], cache.mark());
    await cache.set('/config', answer('c'), ['config'], cache.mark());
    expect(await cache.invalidate(['article-counters'])).toBe(1);
    expect(await cache.get('/home')).toBeUndefined();
    expect(await cache.get('/timeline')).toBeDefined();
    expect(await cache.get('/config')).toBeDefined();
    expect(await cache.invalidate(['articles', 'config'])).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('refuses an answer computed before an invalidation of its tags (read/write race)', async () => {
    const cache = new MemoryResponseCache(1_000_000);
    const mark = cache.mark();
    await cache.invalidate(['articles']);
    expect(await cache.set('/home', answer('stale'), ['articles'], mark)).toBe(false);
    expect(await cache.set('/config', answer('fine'), ['config'], mark)).toBe(true);
    expect(await cache.set('/home', answer('fresh'), ['articles'], cache.mark())).toBe(true);
  });
});

describe('ETag helpers', () => {
  it('matches If-None-Match lists, weak prefixes, * and encoded variants', () => {
    const etag = strongEtag('body');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(strongEtag('body')).toBe(etag);
    expect(strongEtag('other')).not.toBe(etag);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"nope", W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(etagForEncoding(etag, 'br'), etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"nope"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(etagForEncoding(etag, 'identity')).toBe(etag);
  });
});
