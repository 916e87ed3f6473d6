import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Body, type Result } from '@/shared/api/contractTypes';

// The desk's spam shield (docs/behaviour.md §14): the 敏感词 lists and the shield's settings.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['SpamWords', 'SpamSettings'] });

export const spamApi = api.injectEndpoints({
  endpoints: (build) => ({
    wordLists: build.query<Result<'spam.wordLists'>, void>({
      query: () => request('spam.wordLists', '/admin/spam/words'),
      transformResponse: resultOf<Result<'spam.wordLists'>>,
      providesTags: ['SpamWords'],
    }),
    saveWordLists: build.mutation<Result<'spam.saveWordLists'>, Body<'spam.saveWordLists'>>({
      query: (body) => request('spam.saveWordLists', { url: '/admin/spam/words', method: 'PUT', body }),
      transformResponse: resultOf<Result<'spam.saveWordLists'>>,
      invalidatesTags: ['SpamWords'],
    }),
    spamSettings: build.query<Result<'spam.settings'>, void>({
      query: () => request('spam.settings', '/admin/spam/settings'),
      transformResponse: resultOf<Result<'spam.settings'>>,
      providesTags: ['SpamSettings'],
    }),
    saveSpamSettings: build.mutation<Result<'spam.saveSettings'>, Body<'spam.saveSettings'>>({
      query: (body) => request('spam.saveSettings', { url: '/admin/spam/settings', method: 'PUT', body }),
      transformResponse: resultOf<Result<'spam.saveSettings'>>,
      invalidatesTags: ['SpamSettings'],
    }),
  }),
});

export const { useWordListsQuery, useSaveWordListsMutation, useSpamSettingsQuery, useSaveSpamSettingsMutation } =
  spamApi;
