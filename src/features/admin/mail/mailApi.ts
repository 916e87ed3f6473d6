import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Body, type Result } from '@/shared/api/contractTypes';

// 通知设置 and 发送记录 (docs/behaviour.md §5.3, §5.4), from protocol/api/mail.ts.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['MailSettings', 'MailLog'] });

export const mailApi = api.injectEndpoints({
  endpoints: (build) => ({
    mailSettings: build.query<Result<'mail.settings'>, void>({
      query: () => request('mail.settings', '/mail/settings'),
      transformResponse: resultOf<Result<'mail.settings'>>,
      providesTags: ['MailSettings'],
    }),
    saveMailSettings: build.mutation<Result<'mail.saveSettings'>, Body<'mail.saveSettings'>>({
      query: (body) => request('mail.saveSettings', { url: '/mail/settings', method: 'PUT', body }),
      transformResponse: resultOf<Result<'mail.saveSettings'>>,
      invalidatesTags: ['MailSettings'],
    }),
    sendTestMail: build.mutation<Result<'mail.test'>, Body<'mail.test'>>({
      query: (body) => request('mail.test', { url: '/mail/test', method: 'POST', body }),
      transformResponse: resultOf<Result<'mail.test'>>,
      invalidatesTags: ['MailLog'],
    }),
    mailLog: build.query<Result<'mail.log'>, { current: number; size: number }>({
      query: (body) => request('mail.log', { url: '/mail/log', method: 'POST', body }),
      transformResponse: resultOf<Result<'mail.log'>>,
      providesTags: ['MailLog'],
    }),
    resendMail: build.mutation<Result<'mail.resend'>, number>({
      query: (id) => request('mail.resend', { url: `/mail/resend/${id}`, method: 'POST' }),
      transformResponse: resultOf<Result<'mail.resend'>>,
      invalidatesTags: ['MailLog'],
    }),
  }),
});

export const {
  useMailSettingsQuery,
  useSaveMailSettingsMutation,
  useSendTestMailMutation,
  useMailLogQuery,
  useResendMailMutation,
} = mailApi;
