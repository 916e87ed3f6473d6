import { baseApi } from '@/shared/api/baseApi';
import { request, type Body, type Result } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';

/**
 * docs/behaviour.md §4.1 设置二次验证: an administrator's enrolment at sign-in with the enrolment
 * ticket the password gave (docs/security.md "Second factor"); the finished enrolment gives the token.
 */
export const enrolmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    enrolTotpBegin: build.mutation<Result<'account.enrolTotpBegin'>, Body<'account.enrolTotpBegin'>>({
      query: (body) => request('account.enrolTotpBegin', { url: '/user/login/enrol/totpBegin', method: 'POST', body }),
      transformResponse: resultOf<Result<'account.enrolTotpBegin'>>,
    }),
    enrolTotpConfirm: build.mutation<Result<'account.enrolTotpConfirm'>, Body<'account.enrolTotpConfirm'>>({
      query: (body) =>
        request('account.enrolTotpConfirm', { url: '/user/login/enrol/totpConfirm', method: 'POST', body }),
      transformResponse: resultOf<Result<'account.enrolTotpConfirm'>>,
    }),
    enrolPasskeyOptions: build.mutation<Result<'account.enrolPasskeyOptions'>, Body<'account.enrolPasskeyOptions'>>({
      query: (body) =>
        request('account.enrolPasskeyOptions', { url: '/user/login/enrol/passkeyOptions', method: 'POST', body }),
      transformResponse: resultOf<Result<'account.enrolPasskeyOptions'>>,
    }),
    enrolPasskey: build.mutation<Result<'account.enrolPasskey'>, Body<'account.enrolPasskey'>>({
      query: (body) => request('account.enrolPasskey', { url: '/user/login/enrol/passkey', method: 'POST', body }),
      transformResponse: resultOf<Result<'account.enrolPasskey'>>,
    }),
  }),
});

export const {
  useEnrolTotpBeginMutation,
  useEnrolTotpConfirmMutation,
  useEnrolPasskeyOptionsMutation,
  useEnrolPasskeyMutation,
} = enrolmentApi;
