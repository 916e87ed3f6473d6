import { matchRoutes } from 'react-router';
import { PAGES, type PageEntry } from '@protocol/pages';
import { pagePreloadFor, routes } from './router';
import { pagePaths, UNKNOWN_PATH_SAMPLE } from './routePaths';
import type { PageHandle } from './ssr/routeData';

describe('route table preloads', () => {
  it('gives every page its own chunk group, named after the page (page-<id>)', () => {
    const home = pagePreloadFor('/home');
    expect(home).toEqual(expect.any(Function));
    expect(pagePreloadFor('/')).toBe(home); // '/' redirects to /home
    // Both resource lists share one page component, in a chunk group named after each page
    // (server/test/ssr/page-scripts.test.ts checks the build has one per page).
    const pages = [
      '/home',
      '/archives',
      '/category',
      '/tag',
      '/articleList',
      '/article',
      '/talk',
      '/photoAlbum',
      '/photos',
      '/resources/front',
      '/resources/back',
      '/siteList',
      '/message/list',
      '/message/publish',
      '/message/detail',
      '/link/list',
      '/userCenter',
    ].map(pagePreloadFor);
    for (const preload of pages) expect(preload).toEqual(expect.any(Function));
    const notFound = pagePreloadFor('/no/such/page');
    expect(notFound).toEqual(expect.any(Function));
    expect(new Set([...pages, notFound]).size).toBe(pages.length + 1);
    // /message/chat is only named by the footer rule, so it is the 404 page.
    expect(pagePreloadFor('/message/chat')).toBe(notFound);
  });
});

describe('the route table and the page catalogue', () => {
  const catalogue = PAGES as readonly PageEntry[];
  const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

  it('routes every page of the catalogue to its own route, the catch-all only for 404', () => {
    const catchAll = leafOf(UNKNOWN_PATH_SAMPLE);
    expect((catchAll?.handle as PageHandle).status).toBe(404);
    for (const page of catalogue.filter((p) => p.path !== '*')) {
      expect([page.path, leafOf(page.path) === catchAll]).toEqual([page.path, false]);
    }
  });

  it('has no page outside the catalogue', () => {
    const paths = new Set(catalogue.map((page) => (page.path === '*' ? UNKNOWN_PATH_SAMPLE : page.path)));
    // The desk's routes sit below /admin; the catch-all is sampled as one unknown path.
    for (const path of pagePaths(routes)) expect([path, paths.has(path)]).toEqual([path, true]);
  });
});
