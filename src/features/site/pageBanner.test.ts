import { bannerUrlFor, routeNameOf } from './pageBanner';

describe('page banner lookup', () => {
  it('derives the route name from the path', () => {
    expect(routeNameOf('/home')).toBe('home');
    expect(routeNameOf('/resources/front')).toBe('resources/front');
    expect(routeNameOf('/message/list/')).toBe('message/list');
  });
  it('finds the image by route name', () => {
    const list = [
      { id: 1, route_name: 'home', bg_url: '/h.jpg' },
      { id: 2, route_name: 'tag', bg_url: '' },
    ];
    expect(bannerUrlFor(list, 'home')).toBe('/h.jpg');
    expect(bannerUrlFor(list, 'tag')).toBeUndefined();
    expect(bannerUrlFor(list, 'talk')).toBeUndefined();
  });
});
