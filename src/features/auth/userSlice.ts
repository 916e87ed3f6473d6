import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@/shared/session/sessionActions';

/** docs/behaviour.md §4.5: id, role (1 = admin), nick_name, avatar. */
export interface UserInfo {
  id: number;
  role: number;
  nick_name: string;
  avatar: string;
  username?: string;
}

/** docs/behaviour.md §4.3 store; userInfo and token are persisted encrypted (app/persist.ts). */
export interface UserState {
  blogAvatar: string;
  userInfo: UserInfo | null;
  token: string | null;
  infoFlag: boolean;
  tokenFlag: boolean;
  showLogin: boolean;
}

export const initialUserState: UserState = {
  blogAvatar: '',
  userInfo: null,
  token: null,
  infoFlag: false,
  tokenFlag: false,
  showLogin: false,
};

function clearSession(state: UserState) {
  state.userInfo = null;
  state.token = null;
  state.infoFlag = false;
  state.tokenFlag = false;
}

/**
 * Logout has begun and the server is being told (logoutFlow.ts); the state clears with `loggedOut`.
 * The chat middleware drops its socket here, before the server closes it (docs/security.md "Sessions").
 */
export const logoutStarted = createAction('user/logoutStarted');

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.tokenFlag = true;
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
      state.infoFlag = true;
    },
    loggedOut(state) {
      clearSession(state);
    },
    loginDialogOpened(state) {
      state.showLogin = true;
    },
    loginDialogClosed(state) {
      state.showLogin = false;
    },
    blogAvatarLoaded(state, action: PayloadAction<string>) {
      state.blogAvatar = action.payload;
    },
  },
  extraReducers: (builder) => {
    // docs/behaviour.md §4.3: a 401 clears the stored user info and token and opens the login dialog.
    builder.addCase(sessionExpired, (state) => {
      clearSession(state);
      state.showLogin = true;
    });
  },
  selectors: {
    selectUserInfo: (state) => state.userInfo,
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => !!state.token && !!state.userInfo,
    selectIsAdmin: (state) => state.userInfo?.role === 1,
    selectShowLogin: (state) => state.showLogin,
    selectBlogAvatar: (state) => state.blogAvatar,
  },
});

export const { tokenReceived, userInfoLoaded, loggedOut, loginDialogOpened, loginDialogClosed, blogAvatarLoaded } =
  userSlice.actions;
export const { selectUserInfo, selectToken, selectIsLoggedIn, selectIsAdmin, selectShowLogin, selectBlogAvatar } =
  userSlice.selectors;
