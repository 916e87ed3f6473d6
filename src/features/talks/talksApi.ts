import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import { TALK_PAGE_SIZE, type TalkPage } from './talkTypes';
import { nextTalkPage } from './talkOrder';

const emptyPage = (current: number): TalkPage => ({ current, size: TALK_PAGE_SIZE, total: 0, list: [] });

/** The public talks: an infinite list (pinned first, then newest) and one talk by id. */
export const talksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTalkList: build.infiniteQuery<Result<'talk.list'>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => nextTalkPage(last, lastParam),
      },
      query: ({ pageParam }) =>
        request('talk.list', {
          url: '/talk/blogGetTalkList',
          method: 'POST',
          body: { current: pageParam, size: TALK_PAGE_SIZE },
        }),
      transformResponse: (envelope: Answer<'talk.list'>, _meta, { pageParam }) =>
        envelope.result ?? emptyPage(pageParam),
      providesTags: ['Talk'],
    }),
    getTalkById: build.query<Result<'talk.byId'>, number>({
      query: (id) => request('talk.byId', `/talk/getTalkById/${id}`),
      transformResponse: (envelope: Answer<'talk.byId'>) => envelope.result as Result<'talk.byId'>,
      providesTags: (_result, _error, id) => [{ type: 'Talk', id }],
    }),
  }),
});

export const { useGetTalkListInfiniteQuery, useGetTalkByIdQuery } = talksApi;
