import type { AppDispatch } from '@/app/store';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { failureNotice, settleMutation } from '@/shared/api/useMutationNotice';
import { claimGreeting, greeting } from '@/shared/lib/greeting';
import { safeStorage } from '@/shared/lib/storageCodec';
import { authApi, type Credentials, type LoginResult, type RegisterPayload } from './authApi';
import { secondFactorApi } from './secondFactorApi';
import { forgetLogin, rememberLogin } from './rememberedLogin';
import { loggedOut, loginDialogClosed, tokenReceived, userInfoLoaded } from './userSlice';

/** A refusal's text when the server sent none. */
const SERVER_ERROR = '服务端错误';

export interface LoginOptions {
  /** docs/behaviour.md §4.1: the automatic login after registering toasts 自动登录成功. */
  auto?: boolean;
  /** true: remember these credentials; false: forget them; undefined: leave storage alone. */
  remember?: boolean;
}

/**
 * What a login attempt came to: signed in, refused, or waiting for the second factor (its ticket
 * and kinds) or, with `enrol`, for an administrator's enrolment of one.
 */
export type LoginOutcome = boolean | { ticket: string; methods: string[]; enrol?: true };

/**
 * docs/behaviour.md §4.1, after login: token stored, user fetched by id, user info stored, dialog
 * closed, one success toast carrying the greeting. docs/behaviour.md §1.4: a refusal shows 错误提示 with the server
 * message; failing to fetch the user ends the half-made session (its failure shows in the base query, a
 * refusal with the server message). Transport failures (429, 500 ...) were already shown by the base
 * query. Resolves true on success; for an account with a second factor, the ticket for the next step
 * (secondFactorRequested).
 */
export function loginRequested(credentials: Credentials, options: LoginOptions = {}) {
  return async (dispatch: AppDispatch): Promise<LoginOutcome> => {
    const login = await settleMutation(dispatch, dispatch(authApi.endpoints.login.initiate(credentials)), {
      refused: SERVER_ERROR,
    });
    if (!login) return false;
    if ('needSecondFactor' in login.data) return { ticket: login.data.ticket, methods: login.data.methods };
    if ('needEnrolment' in login.data) return { ticket: login.data.ticket, methods: [], enrol: true };
    return finishLogin(dispatch, login.data, credentials, options);
  };
}

/** docs/behaviour.md §4.1 验证码: the ticket and a code (or a recovery code) finish the login. */
export function secondFactorRequested(ticket: string, code: string, credentials: Credentials, options: LoginOptions) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    const answer = await settleMutation(
      dispatch,
      dispatch(secondFactorApi.endpoints.secondFactor.initiate({ ticket, code: code.trim() })),
      { refused: SERVER_ERROR },
    );
    if (!answer) return false;
    const done = await finishLogin(dispatch, answer.data, credentials, options);
    // docs/behaviour.md §4.7: a recovery code signs in once; the app must be set up again.
    if (done && answer.data.reEnrol) dispatch(noticeShown({ kind: 'warning', message: RE_ENROL }));
    return done;
  };
}

/** Told after a recovery code signed in. */
export const RE_ENROL = '已使用恢复码登录，请在个人中心的账号安全中重新设置两步验证';

export async function finishLogin(
  dispatch: AppDispatch,
  login: LoginResult,
  credentials: Credentials,
  options: LoginOptions,
): Promise<boolean> {
  dispatch(tokenReceived(login.token));
  const info = await dispatch(
    authApi.endpoints.getUserInfoById.initiate(login.id, { subscribe: false, forceRefetch: true }),
  );
  if (info.error || !info.data) {
    dispatch(loggedOut());
    const notice = failureNotice(info.error, { refused: SERVER_ERROR });
    if (notice) dispatch(noticeShown(notice));
    return false;
  }
  const user = { ...info.data, username: login.username };
  dispatch(userInfoLoaded(user));
  if (options.remember === true) rememberLogin(credentials);
  if (options.remember === false) forgetLogin();
  dispatch(loginDialogClosed());
  // docs/behaviour.md §1.4: one toast says both, the login and the greeting by name (two stacked
  // toasts covered the page after registering), and it is this session's greeting.
  claimGreeting(safeStorage('session'));
  const text = greeting({ hour: new Date().getHours(), name: user.nick_name, userId: user.id });
  dispatch(noticeShown({ kind: 'success', title: options.auto ? '自动登录成功' : '登录成功', message: text }));
  return true;
}

/** docs/behaviour.md §4.1: a successful register triggers an automatic login with the same credentials. */
export function registerRequested(payload: RegisterPayload) {
  return async (dispatch: AppDispatch): Promise<LoginOutcome> => {
    const registered = await settleMutation(dispatch, dispatch(authApi.endpoints.register.initiate(payload)), {
      refused: SERVER_ERROR,
    });
    if (!registered) return false;
    return dispatch(loginRequested({ username: payload.username, password: payload.password }, { auto: true }));
  };
}
