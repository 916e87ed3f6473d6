import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import type { UserInfo } from './userSlice';

/** docs/behaviour.md §4.5: login payload and result. */
export interface Credentials {
  username: string;
  password: string;
}
export interface LoginResult {
  token: string;
  id: number;
  username: string;
  role: number;
  /** Signed in with a recovery code: set up two-step sign-in again (docs/behaviour.md §4.7). */
  reEnrol?: boolean;
}
/** A correct password for an account with a second factor: no token yet (docs/security.md "Second factor"). */
export interface SecondFactorNeeded {
  needSecondFactor: true;
  ticket: string;
  methods: string[];
}
/** An administrator without a second factor while one is required: a ticket to enrol one (docs/security.md "Second factor"). */
export interface EnrolmentNeeded {
  needEnrolment: true;
  ticket: string;
}
export type LoginAnswer = LoginResult | SecondFactorNeeded | EnrolmentNeeded;
export interface RegisterPayload extends Credentials {
  nick_name: string;
  /** For reply mail, stored unverified; never answered (docs/behaviour.md §5.5). */
  email?: string;
  /** The solved captcha (docs/behaviour.md §14.1). */
  altcha?: string;
}
/** docs/behaviour.md §4.5 updatePassword: old, new, confirm. */
export interface PasswordPayload {
  password: string;
  password1: string;
  password2: string;
}

/**
 * docs/behaviour.md §4.5, §4.6. Endpoints answer the envelope's result; a refusal (wrong password, a
 * name taken) is an error the caller shows as 错误提示 (docs/behaviour.md §4.1).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, Credentials>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
      transformResponse: resultOf<LoginAnswer>,
    }),
    register: build.mutation<{ id: number; username: string }, RegisterPayload>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
      transformResponse: resultOf<{ id: number; username: string }>,
    }),
    // docs/security.md "Sessions": ends this token's session on the server; silent, see logoutFlow.ts.
    logout: build.mutation<null, void>({
      query: () => ({ url: '/user/logout', method: 'POST' }),
      transformResponse: resultOf<null>,
      extraOptions: { silent: true },
    }),
    getUserInfoById: build.query<UserInfo, number>({
      query: (id) => `/user/getUserInfoById/${id}`,
      transformResponse: resultOf<UserInfo>,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    updateOwnUserInfo: build.mutation<UserInfo, { nick_name: string; avatar: string }>({
      query: (body) => ({ url: '/user/updateOwnUserInfo', method: 'PUT', body }),
      transformResponse: resultOf<UserInfo>,
      invalidatesTags: (result) => (result ? [{ type: 'User', id: result.id }] : []),
    }),
    updatePassword: build.mutation<null, PasswordPayload>({
      query: (body) => ({ url: '/user/updatePassword', method: 'PUT', body }),
      transformResponse: resultOf<null>,
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetUserInfoByIdQuery,
  useUpdateOwnUserInfoMutation,
  useUpdatePasswordMutation,
} = authApi;
