import { pagePreloadFor } from './router';

describe('route table preloads', () => {
  it('gives every route a preload, the same one for pages sharing a component', () => {
    const home = pagePreloadFor('/home');
    expect(home).toEqual(expect.any(Function));
    expect(pagePreloadFor('/')).toBe(home); // '/' redirects to /home
    const banner = pagePreloadFor('/photoAlbum');
    expect(banner).toEqual(expect.any(Function));
    const articlePages = ['/archives', '/category', '/tag', '/articleList', '/article'].map(pagePreloadFor);
    expect(new Set([home, banner, ...articlePages]).size).toBe(7);
    expect(pagePreloadFor('/resources/front')).toBe(banner);
    const ownPages = ['/message/list', '/message/publish', '/message/detail', '/link/list'].map(pagePreloadFor);
    expect(new Set([banner, ...ownPages]).size).toBe(5);
    expect(pagePreloadFor('/userCenter')).not.toBe(banner);
    const notFound = pagePreloadFor('/no/such/page');
    expect(notFound).toEqual(expect.any(Function));
    expect(pagePreloadFor('/message/chat')).toBe(notFound);
    expect(new Set([home, banner, pagePreloadFor('/userCenter'), notFound]).size).toBe(4);
  });
});
