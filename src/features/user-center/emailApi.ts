import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Body, type Result } from '@/shared/api/contractTypes';

// 个人中心's 邮箱 (docs/behaviour.md §5.5), from protocol/api/mail.ts.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['MyEmail'] });

export const emailApi = api.injectEndpoints({
  endpoints: (build) => ({
    myEmail: build.query<Result<'mail.myEmail'>, void>({
      query: () => request('mail.myEmail', '/mail/myEmail'),
      transformResponse: resultOf<Result<'mail.myEmail'>>,
      providesTags: ['MyEmail'],
    }),
    setMyEmail: build.mutation<Result<'mail.setEmail'>, Body<'mail.setEmail'>>({
      query: (body) => request('mail.setEmail', { url: '/mail/myEmail', method: 'POST', body }),
      transformResponse: resultOf<Result<'mail.setEmail'>>,
      invalidatesTags: ['MyEmail'],
    }),
  }),
});

export const { useMyEmailQuery, useSetMyEmailMutation } = emailApi;
