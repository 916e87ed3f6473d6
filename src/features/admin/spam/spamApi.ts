import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Body, type Result } from '@/shared/api/contractTypes';

// The desk's spam shield (docs/behaviour.md §13): the 敏感词 lists, the shield's settings and the
// Akismet-compatible check.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['SpamWords', 'SpamSettings', 'Akismet', 'ReviewQueue'] });

export const spamApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewQueue: build.query<Result<'spam.queue'>, Kind>({
      query: (kind) => request('spam.queue', { url: '/admin/review', params: { kind, current: 1, size: 50 } }),
      transformResponse: resultOf<Result<'spam.queue'>>,
      providesTags: ['ReviewQueue'],
    }),
    decide: build.mutation<Result<'spam.decide'>, Body<'spam.decide'>>({
      query: (body) => request('spam.decide', { url: '/admin/review/decide', method: 'POST', body }),
      transformResponse: resultOf<Result<'spam.decide'>>,
      invalidatesTags: ['ReviewQueue', 'Comment', 'Message', 'Link'],
    }),
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
    akismetSettings: build.query<Result<'akismet.settings'>, void>({
      query: () => request('akismet.settings', '/admin/spam/akismet'),
      transformResponse: resultOf<Result<'akismet.settings'>>,
      providesTags: ['Akismet'],
    }),
    saveAkismet: build.mutation<Result<'akismet.save'>, Body<'akismet.save'>>({
      query: (body) => request('akismet.save', { url: '/admin/spam/akismet', method: 'PUT', body }),
      transformResponse: resultOf<Result<'akismet.save'>>,
      invalidatesTags: ['Akismet'],
    }),
  }),
});

export type Kind = Body<'spam.decide'>['kind'];

export const {
  useReviewQueueQuery,
  useDecideMutation,
  useWordListsQuery,
  useSaveWordListsMutation,
  useSpamSettingsQuery,
  useSaveSpamSettingsMutation,
  useAkismetSettingsQuery,
  useSaveAkismetMutation,
} = spamApi;
