import { makeStore } from '@/app/store';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { authApi } from './authApi';
import { tokenReceived, userInfoLoaded } from './userSlice';

describe('401 flow (docs/behaviour.md §4.3, §1.3)', () => {
  it('sends the token, and on 401 clears user and token, opens the dialog and shows 错误提示', async () => {
    const api = await startLocalApi({
      'PUT /api/user/updatePassword': () => ({ status: 401, body: { code: 401, message: '登录已过期，请重新登录' } }),
    });
    try {
      const store = makeStore(undefined, { transport: api.transport });
      store.dispatch(tokenReceived('old-token'));
      store.dispatch(userInfoLoaded({ id: 2, role: 2, nick_name: 'n', avatar: '' }));
      const result = await store.dispatch(
        authApi.endpoints.updatePassword.initiate({ password: 'a', password1: 'b', password2: 'b' }),
      );
      expect(result.error).toBeDefined();
      expect(api.requests[0].authorization).toBe('old-token');
      const state = store.getState();
      expect(state.user).toMatchObject({ token: null, userInfo: null, showLogin: true });
      expect(state.notices.items).toEqual([
        expect.objectContaining({ kind: 'error', title: '错误提示', message: '登录已过期，请重新登录' }),
      ]);
    } finally {
      await api.close();
    }
  });
});
