import { XMLParser } from 'fast-xml-parser';
import { seedDemoContent } from '../../src/db/seed';
import { useTestApp } from '../helpers';
import { ensureRenderBundle, templateClientDir } from '../ssr/render-bundle';
import { decode } from './decode-html';

// A crawler's view (docs/behaviour.md §8.4): every sitemap URL answers 200 and names itself as its
// canonical; every canonical a page names answers 200; a page identified by its query keeps it.
const ORIGIN = 'http://blog.example';
const parser = new XMLParser({ isArray: (name) => name === 'url' });
const canonicalOf = (html: string) => {
  const href = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return href === undefined ? null : decode(href);
};

describe('what a crawler follows', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() } });
  const get = (path: string) => ctx.app.inject({ method: 'GET', url: path, headers: { host: 'blog.example' } });
  const pathOf = (url: string) => url.slice(ORIGIN.length);

  it('every sitemap URL answers 200 and is its own canonical', async () => {
    const sitemap = await get('/sitemap.xml');
    const locs = (parser.parse(sitemap.body).urlset.url as Array<{ loc: string }>).map((u) => u.loc);
    expect(locs.some((loc) => loc.includes('/articleList?'))).toBe(true);
    expect(locs.some((loc) => loc.includes('/photos?id='))).toBe(true);
    expect(locs.some((loc) => loc.includes('/siteList?'))).toBe(true);
    for (const loc of locs) {
      const res = await get(pathOf(loc));
      expect([loc, res.statusCode]).toEqual([loc, 200]);
      expect([loc, canonicalOf(res.body)]).toEqual([loc, loc]);
    }
  }, 120_000);

  it('a page identified by its query keeps that query in its canonical, and drops any other', async () => {
    const message = await ctx.db.selectFrom('messages').select('id').orderBy('id').executeTakeFirstOrThrow();
    const album = await ctx.db
      .selectFrom('albums')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const site = await ctx.db
      .selectFrom('resource_categories')
      .select(['type', 'key'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cases: Array<[string, string]> = [
      [`/message/detail?id=${message.id}&utm_source=x`, `/message/detail?id=${message.id}`],
      [`/photos?id=${album.id}&from=feed`, `/photos?id=${album.id}`],
      [`/siteList?category=${site.key}&type=${site.type}`, `/siteList?type=${site.type}&category=${site.key}`],
    ];
    for (const [path, canonical] of cases) {
      const res = await get(path);
      expect([path, res.statusCode]).toEqual([path, 200]);
      expect(canonicalOf(res.body)).toBe(`${ORIGIN}${canonical}`);
      expect((await get(canonical)).statusCode).toBe(200);
    }
  });

  it('a page whose data is missing answers 404 with no canonical and noindex', async () => {
    for (const path of ['/photos?id=999999', '/message/detail?id=999999', '/siteList?type=front&category=nope']) {
      const res = await get(path);
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect(canonicalOf(res.body)).toBeNull();
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
