import { waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { tokenReceived, userInfoLoaded } from '@/features/auth';
import { startLocalApi, type Route } from '@/shared/testing/localApiServer';
import { claimGreeting } from '@/shared/lib/greeting';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { siteApi } from './siteApi';
import { useSiteStartup } from './useSiteStartup';

function Probe() {
  useSiteStartup();
  return null;
}

const config: Route = () => ({
  body: {
    code: 0,
    result: { blog_name: '砚', blog_avatar: '/uploads/a.png', view_time: 3, createdAt: '2024-01-01 08:00:00' },
  },
});

// The machine may be busy: give the local API more than waitFor's default second.
const SLOW = { timeout: 5000 };

describe('site start-up (docs/behaviour.md §8.1, §1.3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('counts the visit once per session, loads headers and the blog avatar, and greets', async () => {
    const api = await startLocalApi({
      'PUT /api/config/addView': () => ({ body: { code: 0, result: { view_time: 4 } } }),
      'GET /api/config': config,
      'GET /api/pageHeader/getAll': () => ({
        body: { code: 0, result: [{ id: 1, route_name: 'home', bg_url: '/h.jpg' }] },
      }),
    });
    try {
      const store = makeStore(undefined, { transport: api.transport });
      store.dispatch(tokenReceived('t'));
      store.dispatch(userInfoLoaded({ id: 7, role: 2, nick_name: '墨客', avatar: '' }));
      const first = renderWithProviders(<Probe />, { store });
      await waitFor(
        () => expect(siteApi.endpoints.getPageHeaders.select()(store.getState()).data).toHaveLength(1),
        SLOW,
      );
      await waitFor(() => expect(store.getState().user.blogAvatar).toBe('/uploads/a.png'), SLOW);
      const welcome = store.getState().notices.items.find((n) => n.title === '欢迎～');
      expect(welcome?.message).toContain('墨客');
      first.unmount();
      // A reload in the same browser session: neither counted nor greeted again.
      const second = renderWithProviders(<Probe />);
      await waitFor(() => expect(api.calls('GET /api/config').length).toBeGreaterThan(0), SLOW);
      await waitFor(() => expect(second.store.getState().user.blogAvatar).toBe('/uploads/a.png'), SLOW);
      expect(api.calls('PUT /api/config/addView')).toHaveLength(1);
      expect(second.store.getState().notices.items.find((n) => n.title === '欢迎～')).toBeUndefined();
    } finally {
      await api.close();
    }
  });

  it('does not greet a session a login already greeted', async () => {
    const api = await startLocalApi({
      'GET /api/config': config,
      'PUT /api/config/addView': () => ({ body: { code: 0 } }),
      'GET /api/pageHeader/getAll': () => ({ body: { code: 0, result: [] } }),
    });
    try {
      claimGreeting(sessionStorage);
      const { store } = renderWithProviders(<Probe />, { transport: api.transport });
      await waitFor(() => expect(store.getState().user.blogAvatar).toBe('/uploads/a.png'), SLOW);
      expect(store.getState().notices.items.find((n) => n.title === '欢迎～')).toBeUndefined();
    } finally {
      await api.close();
    }
  });

  it('shows the server message when the page headers fail', async () => {
    const api = await startLocalApi({
      'GET /api/config': config,
      'PUT /api/config/addView': () => ({ body: { code: 0 } }),
      'GET /api/pageHeader/getAll': () => ({ body: { code: 1, message: '获取背景图失败' } }),
    });
    try {
      const { store } = renderWithProviders(<Probe />);
      await waitFor(
        () => expect(store.getState().notices.items.map((n) => n.message)).toContain('获取背景图失败'),
        SLOW,
      );
      expect(store.getState().notices.items.find((n) => n.title === '欢迎～')?.message).toContain(
        '欢迎来到我的个人博客',
      );
    } finally {
      await api.close();
    }
  });
});
