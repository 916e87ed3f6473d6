import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Body, type Result } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';

/** docs/behaviour.md §4.1 second step: the login's ticket and a 验证码 give the token (docs/security.md "Second factor"). */
export const secondFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    secondFactor: build.mutation<Result<'account.secondFactor'>, Body<'account.secondFactor'>>({
      query: (body) => request('account.secondFactor', { url: '/user/login/secondFactor', method: 'POST', body }),
      transformResponse: (envelope: Answer<'account.secondFactor'>) =>
        envelope.result ?? { token: '', id: 0, username: '', role: 0 },
    }),
    // docs/behaviour.md §4.1 使用通行密钥登录: the options (with the ticket: the second step's), then the signed answer.
    passkeyLoginOptions: build.mutation<Result<'account.passkeyLoginOptions'>, Body<'account.passkeyLoginOptions'>>({
      query: (body) =>
        request('account.passkeyLoginOptions', { url: '/user/login/passkeyOptions', method: 'POST', body }),
      transformResponse: resultOf<Result<'account.passkeyLoginOptions'>>,
    }),
    passkeyLogin: build.mutation<Result<'account.passkeyLogin'>, Body<'account.passkeyLogin'>>({
      query: (body) => request('account.passkeyLogin', { url: '/user/login/passkey', method: 'POST', body }),
      transformResponse: resultOf<Result<'account.passkeyLogin'>>,
    }),
  }),
});
