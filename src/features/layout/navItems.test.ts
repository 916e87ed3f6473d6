import { DESKTOP_NAV, MOBILE_NAV, isActivePath, isGroup } from './navItems';

describe('navigation entries (docs/behaviour.md §2.2)', () => {
  it('desktop: home, timeline, More (front, back, tag, board, friend links), category, photo album, talk', () => {
    expect(DESKTOP_NAV.map((item) => item.label)).toEqual(['首页', '时间轴', '更多', '分类', '相册', '说说']);
    const more = DESKTOP_NAV[2];
    expect(isGroup(more) && more.children.map((c) => c.to)).toEqual([
      '/resources/front',
      '/resources/back',
      '/tag',
      '/message/list',
      '/link/list',
    ]);
  });
  it('mobile adds tag and message board', () => {
    const paths = MOBILE_NAV.map((item) => item.to);
    expect(paths).toContain('/tag');
    expect(paths).toContain('/message/list');
    expect(paths).toContain('/resources/front');
    expect(paths).toContain('/link/list');
  });
  it('isActivePath matches the path and its children only', () => {
    expect(isActivePath('/home', '/home')).toBe(true);
    expect(isActivePath('/resources/front', '/resources')).toBe(true);
    expect(isActivePath('/homework', '/home')).toBe(false);
  });
});
