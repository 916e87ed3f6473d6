import { pagePreloadFor } from './router';

describe('route table preloads', () => {
  it('gives every route a preload, the same one for pages sharing a component', () => {
    const home = pagePreloadFor('/home');
    expect(home).toEqual(expect.any(Function));
    expect(pagePreloadFor('/')).toBe(home); // '/' redirects to /home
    const banner = pagePreloadFor('/message/list');
    expect(banner).toEqual(expect.any(Function));
    const articlePages = ['/archives', '/category', '/tag', '/articleList', '/article'].map(pagePreloadFor);
    expect(new Set([home, banner, ...articlePages]).size).toBe(7);
    expect(pagePreloadFor('/message/publish')).toBe(banner);
    // Both resource lists share one page component, so one chunk; the other pages have their own.
    expect(pagePreloadFor('/resources/front')).toBe(pagePreloadFor('/resources/back'));
    const ownPages = ['/talk', '/photoAlbum', '/photos', '/resources/front', '/siteList'].map(pagePreloadFor);
    expect(new Set([home, banner, ...ownPages]).size).toBe(7);
    expect(pagePreloadFor('/userCenter')).not.toBe(banner);
    const notFound = pagePreloadFor('/no/such/page');
    expect(notFound).toEqual(expect.any(Function));
    expect(pagePreloadFor('/message/chat')).toBe(notFound);
    expect(new Set([home, banner, pagePreloadFor('/userCenter'), notFound]).size).toBe(4);
  });
});
