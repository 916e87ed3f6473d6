import type { LightMyRequestResponse } from 'fastify';
import { adminUser, useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';

const HOME = '/api/article/blogHomeGetArticleList/1/10';
const TIMELINE = '/api/article/blogTimelineGetArticleList/1/10';
const HOT = '/api/article/getHotArticle';
const CONFIG = '/api/config';
const HEADERS = '/api/pageHeader/getAll';
const STATISTIC = '/api/statistic';
const CATEGORIES = '/api/category/getCategoryDictionary';

describe('response cache of public reads', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const state = (res: LightMyRequestResponse) => res.headers['x-cache'];

  /** Reads every URL twice so each is cached, and checks the second read was a hit. */
  async function prime(urls: string[]): Promise<void> {
    for (const url of urls) {
      await get(url);
      expect(state(await get(url))).toBe('HIT');
    }
  }

  it('answers a repeated read from the cache with the same body and a strong ETag', async () => {
    const first = await get(HOME);
    const second = await get(HOME);
    expect(state(second)).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 with no body to a matching If-None-Match, 200 otherwise', async () => {
    const { etag } = (await get(HOME)).headers;
    const notModified = await get(HOME, { 'if-none-match': String(etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    const changed = await get(HOME, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().code).toBe(0);
  });

  it('gives the compressed form its own tag, which still revalidates to 304', async () => {
    const br = await get(HOME, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/-br"$/);
    const again = await get(HOME, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('never serves or stores an answer for a request carrying an Authorization header', async () => {
    const admin = await adminUser(ctx);
    await prime([CONFIG]);
    const authorised = await get(CONFIG, { authorization: `Bearer ${admin.token}` });
    expect(authorised.statusCode).toBe(200);
    expect(state(authorised)).toBeUndefined();
    expect(authorised.headers.etag).toBeUndefined();
    // A first read with a token stores nothing: the next anonymous read is a miss.
    const url = '/api/article/blogHomeGetArticleList/2/10';
    expect(state(await get(url, { authorization: `Bearer ${admin.token}` }))).toBeUndefined();
    expect(state(await get(url))).toBe('MISS');
  });

  it('reading time drops exactly the answers that show article counters', async () => {
    await prime([HOME, TIMELINE, HOT, CONFIG, HEADERS, CATEGORIES]);
    const before = (await get(HOME)).json().result.list[0];
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/article/addReadingDuration/${before.id}/5000` });
    expect(put.json().code).toBe(0);
    const home = await get(HOME);
    expect(state(home)).toBe('MISS');
    expect(home.json().result.list[0].reading_duration).toBe(before.reading_duration + 5000);
    expect(state(await get(HOT))).toBe('MISS');
    for (const url of [TIMELINE, CONFIG, HEADERS, CATEGORIES]) expect(state(await get(url))).toBe('HIT');
  });

  it('an article view drops the lists that show view counts, and the detail is never cached', async () => {
    await prime([HOME, TIMELINE, CONFIG]);
    const before = (await get(HOME)).json().result.list[0];
    const detail = await get(`/api/article/getArticleById/${before.id}`);
    expect(detail.json().result.view_times).toBe(before.view_times + 1);
    expect(state(detail)).toBeUndefined();
    expect(state(await get(`/api/article/getArticleById/${before.id}`))).toBeUndefined();
    const home = await get(HOME);
    expect(state(home)).toBe('MISS');
    expect(home.json().result.list[0].view_times).toBe(before.view_times + 2);
    expect(state(await get(TIMELINE))).toBe('HIT');
    expect(state(await get(CONFIG))).toBe('HIT');
  });

  it('a counted visit drops /api/config (view_time) and nothing else', async () => {
    await prime([CONFIG, HOME, HEADERS, STATISTIC]);
    const before = (await get(CONFIG)).json().result.view_time;
    await ctx.app.inject({ method: 'PUT', url: '/api/config/addView', remoteAddress: '10.9.9.9' });
    const config = await get(CONFIG);
    expect(state(config)).toBe('MISS');
    expect(config.json().result.view_time).toBe(before + 1);
    for (const url of [HOME, HEADERS, STATISTIC]) expect(state(await get(url))).toBe('HIT');
  });

  it('a new user drops the statistic (user count) but not the article lists', async () => {
    await prime([STATISTIC, TIMELINE]);
    const before = (await get(STATISTIC)).json().result.userCount;
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { username: 'cachereader', password: 'Passw0rd!', nick_name: '读者' },
      remoteAddress: '10.8.8.8',
    });
    expect(register.json().code).toBe(0);
    const statistic = await get(STATISTIC);
    expect(state(statistic)).toBe('MISS');
    expect(statistic.json().result.userCount).toBe(before + 1);
    expect(state(await get(TIMELINE))).toBe('HIT');
  });

  it('app.cache.invalidate is the one call for writers elsewhere (e.g. an admin edit of the config)', async () => {
    await prime([CONFIG, HEADERS]);
    await ctx.db.updateTable('config').set({ blog_name: '新名字' }).execute();
    expect((await get(CONFIG)).json().result.blog_name).not.toBe('新名字');
    await ctx.app.cache.invalidate(['config']);
    const config = await get(CONFIG);
    expect(state(config)).toBe('MISS');
    expect(config.json().result.blog_name).toBe('新名字');
    expect(state(await get(HEADERS))).toBe('HIT');
  });

  it('reports its memory: entries and bytes within the bound', () => {
    const stats = ctx.app.cache.stats();
    expect(stats.entries).toBeGreaterThan(0);
    expect(stats.bytes).toBeGreaterThan(0);
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.hits).toBeGreaterThan(0);
  });

  it('leaves errors and uncached routes alone', async () => {
    const missing = await get('/api/article/getRecommendArticleById/99999');
    expect(missing.statusCode).toBe(404);
    expect(state(await get('/api/article/getRecommendArticleById/99999'))).toBeUndefined();
    expect(state(await get('/api/article/getArticleListByContent/砚'))).toBeUndefined();
  });
});

describe('response cache bounded by CACHE_MAX_BYTES', () => {
  const ctx = useTestApp({ prepare: seedDemoContent, env: { CACHE_MAX_BYTES: '6000' } });

  it('evicts the oldest answers to stay within the bound', async () => {
    // Three summaries weigh about 2 KB: the bound holds two such pages, not four.
    const pages = [1, 2, 3, 4].map((n) => `/api/article/blogHomeGetArticleList/${n}/3`);
    for (const url of pages) await ctx.app.inject({ method: 'GET', url });
    const stats = ctx.app.cache.stats();
    expect(stats.maxBytes).toBe(6000);
    expect(stats.bytes).toBeLessThanOrEqual(6000);
    expect(stats.entries).toBeLessThan(pages.length);
    expect((await ctx.app.inject({ method: 'GET', url: pages[0] })).headers['x-cache']).toBe('MISS');
    expect((await ctx.app.inject({ method: 'GET', url: pages[3] })).headers['x-cache']).toBe('HIT');
  });
});
