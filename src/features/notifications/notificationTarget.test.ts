import { notificationTarget, unreadCount } from './notificationTarget';

describe('notification routing (docs/behaviour.md §5.1)', () => {
  it('routes by type', () => {
    expect(notificationTarget({ type: 1, to_id: 12 })).toEqual({ kind: 'route', to: '/article?id=12' });
    expect(notificationTarget({ type: 2, to_id: 3 })).toEqual({ kind: 'route', to: '/talk?id=3' });
    expect(notificationTarget({ type: 3, to_id: 0 })).toEqual({ kind: 'route', to: '/message/list' });
    expect(notificationTarget({ type: 5, to_id: 0 })).toEqual({ kind: 'route', to: '/userCenter?tab=security' });
    expect(notificationTarget({ type: 4, to_id: 9 }, 'https://admin.example.com')).toEqual({
      kind: 'external',
      url: 'https://admin.example.com',
    });
  });

  it('opens our own link review queue when admin_url is unset or a path of this site', () => {
    expect(notificationTarget({ type: 4, to_id: 9 }, '')).toEqual({ kind: 'route', to: '/admin/links' });
    expect(notificationTarget({ type: 4, to_id: 9 })).toEqual({ kind: 'route', to: '/admin/links' });
    expect(notificationTarget({ type: 4, to_id: 9 }, '/desk/')).toEqual({ kind: 'route', to: '/desk/links' });
  });

  it('refuses a non-http admin address and unknown types', () => {
    expect(notificationTarget({ type: 4, to_id: 9 }, '//evil.example.com')).toBeNull();
    expect(notificationTarget({ type: 4, to_id: 9 }, 'javascript:alert(1)')).toBeNull();
    expect(notificationTarget({ type: 7, to_id: 1 })).toBeNull();
  });

  it('counts unread (isView 1) among loaded messages', () => {
    expect(unreadCount([{ isView: 1 }, { isView: 2 }, { isView: 1 }])).toBe(2);
  });
});
