import { pagePreloadFor } from './router';

describe('route table preloads', () => {
  it('gives every route a preload, the same one for pages sharing a component', () => {
    const home = pagePreloadFor('/home');
    expect(home).toEqual(expect.any(Function));
    expect(pagePreloadFor('/')).toBe(home); // '/' redirects to /home
    const banner = pagePreloadFor('/archives');
    expect(banner).toEqual(expect.any(Function));
    expect(pagePreloadFor('/resources/front')).toBe(banner);
    expect(pagePreloadFor('/message/list')).toBe(banner);
    expect(pagePreloadFor('/userCenter')).not.toBe(banner);
    const notFound = pagePreloadFor('/no/such/page');
    expect(notFound).toEqual(expect.any(Function));
    expect(pagePreloadFor('/message/chat')).toBe(notFound);
    expect(new Set([home, banner, pagePreloadFor('/userCenter'), notFound]).size).toBe(4);
  });
});
