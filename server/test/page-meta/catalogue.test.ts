import { PAGE_QUERY_KEYS } from '@protocol/pagePaths';
import { bannerNameOf, PAGES, type PageEntry } from '@protocol/pages';
import { documentTitle } from '@protocol/pageTitles';
import { seedDemoContent } from '../../src/db/seed';
import { SITEMAP_PAGES } from '../../src/modules/feed/service';
import { useTestApp } from '../helpers';
import { ensureRenderBundle, templateClientDir } from '../ssr/render-bundle';
import { decode } from './decode-html';

// The page catalogue (protocol/pages.ts) is the one list of pages: every page in it is routed,
// server-rendered, titled, and — as it says — in the sitemap and given a banner by the seed. A page
// one of them misses answers 404 or lacks its title here.

const catalogue = PAGES as readonly PageEntry[];
/** The pages that are one address (not the catch-all, not identified by a query). */
const fixedPages = catalogue.filter((page) => page.path !== '*' && !PAGE_QUERY_KEYS[page.path]);
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

describe('the page catalogue, read by every consumer', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() } });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'blog.example' } });

  it('every page of one address renders with 200 and its own title', async () => {
    for (const page of fixedPages.filter((p) => p.titledBy !== 'article' && p.titledBy !== 'album')) {
      const res = await get(page.path);
      const name = page.titledBy === 'blogName' ? null : page.titledBy === 'articleList' ? undefined : page.title;
      // 200: the router has a route for it (the catch-all would answer 404), and so does the head.
      expect([page.path, res.statusCode]).toEqual([page.path, 200]);
      if (name !== undefined) expect([page.path, titleOf(res.body)]).toEqual([page.path, documentTitle(name, '砚')]);
    }
  }, 60_000);

  it('the sitemap lists exactly the pages marked for it, and each answers 200', async () => {
    expect(SITEMAP_PAGES).toEqual(catalogue.filter((page) => page.sitemap).map((page) => page.path));
    const sitemap = await get('/sitemap.xml');
    for (const path of SITEMAP_PAGES) {
      expect(sitemap.body).toContain(`<loc>http://blog.example${path}</loc>`);
      expect([path, (await get(path)).statusCode]).toEqual([path, 200]);
    }
  });

  it('the seed gives a banner to every page marked for one', async () => {
    const res = await get('/api/pageHeader/getAll');
    const names = (res.json() as { result: Array<{ route_name: string }> }).result.map((h) => h.route_name);
    const expected = catalogue.map(bannerNameOf).filter((name): name is string => name !== null);
    expect(names.sort()).toEqual([...expected].sort());
    expect(expected).toEqual(expect.arrayContaining(['home', 'message/list', 'resources/front', '404']));
  });

  it('the catch-all answers 404 with the 404 page', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe(documentTitle(catalogue.find((p) => p.path === '*')?.title ?? '', '砚'));
  });
});
