import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Body } from '@/shared/api/contractTypes';

/** The server's own sentence is what the reader is told (docs/behaviour.md §4.8), so it is the result. */
const messageOf = (envelope: Answer<'account.forgotPassword'>) => envelope.message ?? '';

/** docs/behaviour.md §4.8 忘记密码: ask for the mailed link, then set the new password with it. */
export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<string, Body<'account.forgotPassword'>>({
      query: (body) => request('account.forgotPassword', { url: '/user/forgotPassword', method: 'POST', body }),
      transformResponse: messageOf,
    }),
    resetPassword: build.mutation<string, Body<'account.resetPassword'>>({
      query: (body) => request('account.resetPassword', { url: '/user/resetPassword', method: 'POST', body }),
      transformResponse: messageOf,
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
