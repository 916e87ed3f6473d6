import { pagePreloadFor } from './router';

describe('route table preloads', () => {
  it('gives every page its own chunk, the same one for pages sharing a component', () => {
    const home = pagePreloadFor('/home');
    expect(home).toEqual(expect.any(Function));
    expect(pagePreloadFor('/')).toBe(home); // '/' redirects to /home
    // Both resource lists share one page component, so one chunk; every other page has its own.
    expect(pagePreloadFor('/resources/front')).toBe(pagePreloadFor('/resources/back'));
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
