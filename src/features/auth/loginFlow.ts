import type { AppDispatch } from '@/app/store';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { greeting } from '@/shared/lib/greeting';
import { authApi, type Credentials, type RegisterPayload } from './authApi';
import { forgetLogin, rememberLogin } from './rememberedLogin';
import { loggedOut, loginDialogClosed, tokenReceived, userInfoLoaded } from './userSlice';

const errorToast = (message: string | undefined) =>
  noticeShown({ kind: 'error', title: '错误提示', message: message || '服务端错误' });

export interface LoginOptions {
  /** docs/behaviour.md §4.1: the automatic login after registering toasts 自动登录成功. */
  auto?: boolean;
  /** true: remember these credentials; false: forget them; undefined: leave storage alone. */
  remember?: boolean;
}

/**
 * docs/behaviour.md §4.1, after login: token stored, user fetched by id, user info stored, dialog
 * closed, success and welcome toasts. docs/behaviour.md §1.4: a non-zero code shows 错误提示 with the server
 * message; failing to fetch the user shows the same toast with the login response's message.
 * Transport failures (429, 500 ...) were already shown by the base query. Resolves true on success.
 */
export function loginRequested(credentials: Credentials, options: LoginOptions = {}) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    const response = await dispatch(authApi.endpoints.login.initiate(credentials));
    if (response.error || !response.data) return false;
    const login = response.data;
    if (Number(login.code) !== 0 || !login.result) {
      dispatch(errorToast(login.message));
      return false;
    }
    dispatch(tokenReceived(login.result.token));
    const info = await dispatch(
      authApi.endpoints.getUserInfoById.initiate(login.result.id, { subscribe: false, forceRefetch: true }),
    );
    if (info.error || !info.data || Number(info.data.code) !== 0 || !info.data.result) {
      dispatch(loggedOut());
      dispatch(errorToast(login.message));
      return false;
    }
    const user = { ...info.data.result, username: login.result.username };
    dispatch(userInfoLoaded(user));
    if (options.remember === true) rememberLogin(credentials);
    if (options.remember === false) forgetLogin();
    dispatch(loginDialogClosed());
    dispatch(noticeShown({ kind: 'success', message: options.auto ? '自动登录成功' : '登录成功' }));
    const text = greeting({ hour: new Date().getHours(), name: user.nick_name, userId: user.id });
    dispatch(noticeShown({ kind: 'success', title: '欢迎～', message: text }));
    return true;
  };
}

/** docs/behaviour.md §4.1: a successful register triggers an automatic login with the same credentials. */
export function registerRequested(payload: RegisterPayload) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    const response = await dispatch(authApi.endpoints.register.initiate(payload));
    if (response.error || !response.data) return false;
    if (Number(response.data.code) !== 0) {
      dispatch(errorToast(response.data.message));
      return false;
    }
    return dispatch(loginRequested({ username: payload.username, password: payload.password }, { auto: true }));
  };
}
