import { XMLParser } from 'fast-xml-parser';
import { useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';
import { SITEMAP_PAGES } from '../../src/modules/feed/service';
import { parseDateTime } from '../../src/lib/time';
import { addFeedArticles } from './fixtures';

const parser = new XMLParser({ isArray: (name) => name === 'url' });

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

describe('sitemap and robots.txt', () => {
  const ctx = useTestApp({
    prepare: async (db, config) => {
      await seedDemoContent(db, config);
      await addFeedArticles(db);
    },
  });

  it('lists every public page and every public article with its updatedAt as lastmod', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'blog.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = parser.parse(res.body).urlset.url as UrlEntry[];
    const byLoc = new Map(urls.map((u) => [u.loc, u]));

    for (const page of SITEMAP_PAGES) expect(byLoc.has(`http://blog.test${page}`)).toBe(true);
    expect(SITEMAP_PAGES).toEqual(
      expect.arrayContaining(['/home', '/archives', '/category', '/tag', '/talk', '/photoAlbum', '/message/list']),
    );

    const all = await ctx.db.selectFrom('articles').select(['id', 'status', 'updatedAt']).execute();
    for (const article of all) {
      const entry = byLoc.get(`http://blog.test/article?id=${article.id}`);
      if (article.status !== 1) {
        expect(entry).toBeUndefined();
        continue;
      }
      expect(entry?.lastmod).toBe(parseDateTime(article.updatedAt, 'Asia/Shanghai').toISOString());
    }
    const publicCount = all.filter((a) => a.status === 1).length;
    // Beyond the fixed pages and the articles: the pages a query identifies (crawl.test.ts checks each answers 200).
    const listed = urls.filter(
      (u) => !/\/article\?id=\d+$/.test(u.loc) && !SITEMAP_PAGES.some((p) => u.loc === `http://blog.test${p}`),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const entry of listed)
      expect(entry.loc).toMatch(/^http:\/\/blog\.test\/(articleList|photos|siteList|series)\?/);
    expect(urls).toHaveLength(SITEMAP_PAGES.length + publicCount + listed.length);
    expect(byLoc.has('http://blog.test/siteList')).toBe(false);
    expect(byLoc.has('http://blog.test/link/list')).toBe(true);
    // Personal and editing pages are not for crawlers.
    expect(urls.some((u) => /userCenter|message\/publish/.test(u.loc))).toBe(false);
  });

  it('robots.txt names the sitemap with an absolute URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'blog.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^Sitemap: http:\/\/blog\.test\/sitemap\.xml$/m);
  });
});

describe('sitemap with SITE_URL', () => {
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SITE_URL: 'https://example.org/blog' } });

  it('uses SITE_URL (path kept) for every location and for robots.txt', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'ignored.test' } });
    const urls = parser.parse(res.body).urlset.url as UrlEntry[];
    expect(urls.every((u) => u.loc.startsWith('https://example.org/blog/'))).toBe(true);
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'ignored.test' } });
    expect(robots.body).toContain('Sitemap: https://example.org/blog/sitemap.xml');
  });
});
