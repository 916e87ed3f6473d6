import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Body, type Result } from '@/shared/api/contractTypes';

/** docs/behaviour.md §4.1 second step: the login's ticket and a 验证码 give the token (docs/security.md "Second factor"). */
export const secondFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    secondFactor: build.mutation<Result<'account.secondFactor'>, Body<'account.secondFactor'>>({
      query: (body) => request('account.secondFactor', { url: '/user/login/secondFactor', method: 'POST', body }),
      transformResponse: (envelope: Answer<'account.secondFactor'>) =>
        envelope.result ?? { token: '', id: 0, username: '', role: 0 },
    }),
  }),
});
