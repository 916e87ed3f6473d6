import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';
import { TALK_PAGE_SIZE, type Talk, type TalkPage } from './talkTypes';
import { nextTalkPage } from './talkOrder';

const emptyPage = (current: number): TalkPage => ({ current, size: TALK_PAGE_SIZE, total: 0, list: [] });

/** The public talks: an infinite list (pinned first, then newest) and one talk by id. */
export const talksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTalkList: build.infiniteQuery<TalkPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => nextTalkPage(last, lastParam),
      },
      query: ({ pageParam }) => ({
        url: '/talk/blogGetTalkList',
        method: 'POST',
        body: { current: pageParam, size: TALK_PAGE_SIZE },
      }),
      transformResponse: (envelope: ApiEnvelope<TalkPage>, _meta, { pageParam }) =>
        envelope.result ?? emptyPage(pageParam),
      providesTags: ['Talk'],
    }),
    getTalkById: build.query<Talk, number>({
      query: (id) => `/talk/getTalkById/${id}`,
      transformResponse: (envelope: ApiEnvelope<Talk>) => envelope.result as Talk,
      providesTags: (_result, _error, id) => [{ type: 'Talk', id }],
    }),
  }),
});

export const { useGetTalkListInfiniteQuery, useGetTalkByIdQuery } = talksApi;
