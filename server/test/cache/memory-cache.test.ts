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

  it('keeps compressed variants with the answer, in the byte bound, and drops them with it', async () => {
    const cache = new MemoryResponseCache(10_000);
    const page = answer('p'.repeat(1_000));
    await cache.set('/page', page, ['articles'], cache.mark());
    const bare = cache.stats().bytes;
    expect(await cache.setVariant('/page', page.etag, 'br', Buffer.alloc(300))).toBe(true);
    expect(await cache.setVariant('/page', page.etag, 'gzip', Buffer.alloc(400))).toBe(true);
    expect(cache.stats().bytes).toBe(bare + 700);
    expect((await cache.getVariant('/page', page.etag, 'br'))?.byteLength).toBe(300);
    expect(await cache.getVariant('/page', '"other"', 'br')).toBeUndefined();
    expect(await cache.setVariant('/page', '"other"', 'br', Buffer.alloc(10))).toBe(false);
    expect(await cache.setVariant('/page', page.etag, 'br', Buffer.alloc(20_000))).toBe(false);
    expect(await cache.invalidate(['articles'])).toBe(1);
    expect(cache.stats().bytes).toBe(0);
    expect(await cache.getVariant('/page', page.etag, 'br')).toBeUndefined();
    expect(await cache.setVariant('/page', page.etag, 'br', Buffer.alloc(10))).toBe(false);
  });

  it('a replaced answer loses the old variants, and variants can push other answers out', async () => {
    const cache = new MemoryResponseCache(3_000);
    const first = answer('a'.repeat(1_000));
    await cache.set('/a', first, ['articles'], cache.mark());
    await cache.setVariant('/a', first.etag, 'br', Buffer.alloc(100));
    const second = answer('b'.repeat(1_000));
    await cache.set('/a', second, ['articles'], cache.mark());
    expect(await cache.getVariant('/a', second.etag, 'br')).toBeUndefined();
    await cache.set('/b', answer('c'.repeat(1_000)), ['config'], cache.mark());
    await cache.setVariant('/a', second.etag, 'br', Buffer.alloc(1_000));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect(await cache.get('/b')).toBeUndefined();
    // The replaced entry is still found by its tag.
    expect(await cache.invalidate(['articles'])).toBe(1);
  });
});
