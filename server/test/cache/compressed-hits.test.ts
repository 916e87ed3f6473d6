import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { CacheTag } from '../../src/lib/cache/tags';

const HOME = '/api/article/blogHomeGetArticleList/1/10';

const decode: Record<string, (bytes: Buffer) => Buffer> = {
  br: (bytes) => zlib.brotliDecompressSync(bytes),
  gzip: (bytes) => zlib.gunzipSync(bytes),
};

describe('cached answers served pre-compressed', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const text = (res: LightMyRequestResponse) => {
    const encoding = res.headers['content-encoding'];
    return typeof encoding === 'string' ? decode[encoding](res.rawPayload).toString('utf8') : res.body;
  };

  // The app (and its cache) is shared by the file's tests: each starts from an empty cache.
  beforeEach(() => ctx.app.cache.invalidate(Object.values(CacheTag)));
  afterEach(() => jest.restoreAllMocks());

  it('decodes to the original body for br, gzip and no encoding, with Vary and per-encoding tags', async () => {
    const miss = await get(HOME);
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(Buffer.byteLength(miss.body)).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const hit = await get(HOME, { 'accept-encoding': accept });
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
      expect(hit.headers.etag).toBe(`${String(miss.headers.etag).slice(0, -1)}-${encoding}"`);
      expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.byteLength);
      expect(text(hit)).toBe(miss.body);
    }
    const plain = await get(HOME, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(miss.headers.etag);
    expect(plain.body).toBe(miss.body);
  });

  it('compresses each cached answer once per encoding, however many hits ask', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    const gzip = jest.spyOn(zlib, 'gzip');
    await get(HOME);
    await Promise.all([1, 2, 3].map(() => get(HOME, { 'accept-encoding': 'br' })));
    for (let i = 0; i < 3; i += 1) {
      await get(HOME, { 'accept-encoding': 'br' });
      await get(HOME, { 'accept-encoding': 'gzip' });
    }
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);
  });

  // A feed reader polls the feeds: compressing them again on every hit cost a millisecond each.
  it('serves the feeds and the sitemap (XML) from their stored compressed form too', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    for (const url of ['/rss.xml', '/atom.xml', '/sitemap.xml']) {
      const miss = await get(url);
      expect([url, miss.statusCode, miss.headers['x-cache']]).toEqual([url, 200, 'MISS']);
      expect(String(miss.headers.vary)).toMatch(/accept-encoding/i);
      for (let i = 0; i < 3; i += 1) {
        const hit = await get(url, { 'accept-encoding': 'br' });
        expect([url, hit.headers['x-cache'], hit.headers['content-encoding']]).toEqual([url, 'HIT', 'br']);
        expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.byteLength);
        expect(hit.headers.etag).toBe(`${String(miss.headers.etag).slice(0, -1)}-br"`);
        expect(text(hit)).toBe(miss.body);
      }
    }
    expect(brotli).toHaveBeenCalledTimes(3);
  });

  it('answers 304 to the tag of each encoding, and the stored bytes count in the cache bound', async () => {
    await get(HOME);
    const before = ctx.app.cache.stats().bytes;
    const br = await get(HOME, { 'accept-encoding': 'br' });
    const afterBr = ctx.app.cache.stats().bytes;
    expect(afterBr).toBe(before + br.rawPayload.byteLength);
    const gz = await get(HOME, { 'accept-encoding': 'gzip' });
    expect(ctx.app.cache.stats().bytes).toBe(afterBr + gz.rawPayload.byteLength);
    for (const res of [br, gz]) {
      const again = await get(HOME, {
        'accept-encoding': String(res.headers['content-encoding']),
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('drops the variants with the answer when a write invalidates it', async () => {
    const first = await get(HOME);
    await get(HOME, { 'accept-encoding': 'br' });
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    await ctx.app.cache.invalidate(['articles']);
    expect(ctx.app.cache.stats().entries).toBe(0);
    expect(ctx.app.cache.stats().bytes).toBe(0);
    const fresh = await get(HOME);
    expect(fresh.headers['x-cache']).toBe('MISS');
    const hit = await get(HOME, { 'accept-encoding': 'br' });
    expect(text(hit)).toBe(first.body);
    expect(brotli).toHaveBeenCalledTimes(1);
  });
});
