import { makeStore } from '@/app/store';
import { sessionExpired } from '@/shared/session/sessionActions';
import {
  blogAvatarLoaded,
  loggedOut,
  loginDialogClosed,
  loginDialogOpened,
  selectIsAdmin,
  selectIsLoggedIn,
  selectShowLogin,
  selectToken,
  selectUserInfo,
  tokenReceived,
  userInfoLoaded,
} from './userSlice';

const user = { id: 7, role: 2, nick_name: '读者', avatar: '' };

describe('user slice (docs/behaviour.md §4.3 user store)', () => {
  it('is logged in only with both token and user info', () => {
    const store = makeStore();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    store.dispatch(tokenReceived('t0k3n'));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    store.dispatch(userInfoLoaded(user));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(store.getState().user).toMatchObject({ token: 't0k3n', tokenFlag: true, infoFlag: true });
    expect(selectIsAdmin(store.getState())).toBe(false);
    store.dispatch(userInfoLoaded({ ...user, role: 1 }));
    expect(selectIsAdmin(store.getState())).toBe(true);
  });

  it('logout clears token and info but keeps the blog avatar', () => {
    const store = makeStore();
    store.dispatch(blogAvatarLoaded('/uploads/seed/a.png'));
    store.dispatch(tokenReceived('t'));
    store.dispatch(userInfoLoaded(user));
    store.dispatch(loggedOut());
    expect(selectToken(store.getState())).toBeNull();
    expect(selectUserInfo(store.getState())).toBeNull();
    expect(store.getState().user).toMatchObject({
      blogAvatar: '/uploads/seed/a.png',
      infoFlag: false,
      tokenFlag: false,
      showLogin: false,
    });
  });

  it('opens and closes the dialog; a 401 (sessionExpired) clears the session and opens it', () => {
    const store = makeStore();
    store.dispatch(loginDialogOpened());
    expect(selectShowLogin(store.getState())).toBe(true);
    store.dispatch(loginDialogClosed());
    store.dispatch(tokenReceived('t'));
    store.dispatch(userInfoLoaded(user));
    store.dispatch(sessionExpired());
    expect(store.getState().user).toMatchObject({ token: null, userInfo: null, showLogin: true });
  });
});
