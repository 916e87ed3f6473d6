import { baseApi } from '@/shared/api/baseApi';
import { request, type Body, type Result } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';

/** docs/behaviour.md §4.5: the login's username and password. */
export type Credentials = Body<'user.login'>;
/** The password's answer: signed in, or a ticket for the second step or an enrolment (docs/security.md "Second factor"). */
export type LoginAnswer = Result<'user.login'>;
/** Signed in: the token and who it is for; `reEnrol` after a recovery code (docs/behaviour.md §4.7). */
export type LoginResult = Result<'account.secondFactor'>;
export type RegisterPayload = Body<'user.register'>;

/**
 * docs/behaviour.md §4.5, §4.6. Endpoints answer the envelope's result; a refusal (wrong password, a
 * name taken) is an error the caller shows as 错误提示 (docs/behaviour.md §4.1).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, Credentials>({
      query: (body) => request('user.login', { url: '/user/login', method: 'POST', body }),
      transformResponse: resultOf<Result<'user.login'>>,
    }),
    register: build.mutation<Result<'user.register'>, RegisterPayload>({
      query: (body) => request('user.register', { url: '/user/register', method: 'POST', body }),
      transformResponse: resultOf<Result<'user.register'>>,
    }),
    // docs/security.md "Sessions": ends this token's session on the server; silent, see logoutFlow.ts.
    logout: build.mutation<null, void>({
      query: () => request('user.logout', { url: '/user/logout', method: 'POST' }),
      transformResponse: resultOf<null>,
      extraOptions: { silent: true },
    }),
    getUserInfoById: build.query<Result<'user.userInfo'>, number>({
      query: (id) => request('user.userInfo', `/user/getUserInfoById/${id}`),
      transformResponse: resultOf<Result<'user.userInfo'>>,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    updateOwnUserInfo: build.mutation<Result<'user.updateOwnUserInfo'>, Body<'user.updateOwnUserInfo'>>({
      query: (body) => request('user.updateOwnUserInfo', { url: '/user/updateOwnUserInfo', method: 'PUT', body }),
      transformResponse: resultOf<Result<'user.updateOwnUserInfo'>>,
      invalidatesTags: (result) => (result ? [{ type: 'User', id: result.id }] : []),
    }),
    // docs/behaviour.md §4.5 updatePassword: old, new, confirm.
    updatePassword: build.mutation<null, Body<'user.updatePassword'>>({
      query: (body) => request('user.updatePassword', { url: '/user/updatePassword', method: 'PUT', body }),
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
