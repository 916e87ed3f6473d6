import { makeStore } from '@/app/store';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { logoutRequested } from './logoutFlow';
import { tokenReceived, userInfoLoaded } from './userSlice';

// docs/security.md "Sessions": logout tells the server first, then clears the session on this device,
// whatever the answer.
function loggedInStore(transport: Parameters<typeof makeStore>[1]) {
  const store = makeStore(undefined, transport);
  store.dispatch(tokenReceived('tok-1'));
  store.dispatch(userInfoLoaded({ id: 5, role: 2, nick_name: '小读者', avatar: '' }));
  return store;
}

describe('logout (docs/behaviour.md §4.1)', () => {
  it('posts /api/user/logout with the token while it is still held, then clears the user', async () => {
    let tokenDuringCall: string | null | undefined;
    const api = await startLocalApi({
      'POST /api/user/logout': () => {
        tokenDuringCall = store.getState().user.token;
        return { body: { code: 0, message: '退出成功', result: null } };
      },
    });
    const store = loggedInStore({ transport: api.transport });
    try {
      await store.dispatch(logoutRequested());
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/user/logout']);
      expect(api.requests[0].authorization).toBe('tok-1');
      expect(tokenDuringCall).toBe('tok-1');
      expect(store.getState().user).toMatchObject({ token: null, userInfo: null, showLogin: false });
    } finally {
      await api.close();
    }
  });

  it('a token the server already ended (401): cleared quietly, no 错误提示, no login dialog', async () => {
    const api = await startLocalApi({
      'POST /api/user/logout': () => ({ status: 401, body: { code: 401, message: '登录已失效，请重新登录' } }),
    });
    const store = loggedInStore({ transport: api.transport });
    try {
      await store.dispatch(logoutRequested());
      expect(store.getState().user).toMatchObject({ token: null, userInfo: null, showLogin: false });
      expect(store.getState().notices.items).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('offline (the server cannot be reached): still logged out here, with no offline-write notice', async () => {
    const api = await startLocalApi({});
    const { transport } = api;
    await api.close(); // nothing listens on that port any more
    const store = loggedInStore({ transport });
    await store.dispatch(logoutRequested());
    expect(store.getState().user).toMatchObject({ token: null, userInfo: null });
    expect(store.getState().notices.items).toEqual([]);
  });

  it('logged out already: no call at all', async () => {
    const api = await startLocalApi({});
    try {
      const store = makeStore(undefined, { transport: api.transport });
      await store.dispatch(logoutRequested());
      expect(api.requests).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
