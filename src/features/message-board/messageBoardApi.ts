import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import { MESSAGE_PAGE_SIZE, type MessageDraft, type MessageFilter, type MessagePage } from './messageTypes';
import type { FormGuardInput } from '@protocol/spamRules';

/** The next page of the card list, or undefined at the end. */
export function nextMessagePage(last: MessagePage, lastParam: number): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.current * last.size < last.total ? lastParam + 1 : undefined;
}

// Lists (cards, wall, hot tags) share one tag; a post's own page has its id's tag, so deleting a
// post refreshes the lists without refetching (and 404ing) the page it was deleted from.
const LISTS = { type: 'Message', id: 'LIST' } as const;

const emptyPage = (current: number): MessagePage => ({ current, size: MESSAGE_PAGE_SIZE, total: 0, list: [] });

/**
 * The board is kept alive (docs/behaviour.md §2.1): its loaded pages stay cached for an hour after
 * the reader leaves, so coming back shows the same cards at the same height.
 */
const KEPT_ALIVE_SECONDS = 3600;

export interface SavedMessage extends MessageDraft {
  id: number;
}

/** Message-board endpoints; writes invalidate the lists, the wall, the hot tags and the post itself. */
export const messageBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessageList: build.infiniteQuery<Result<'message.list'>, MessageFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => nextMessagePage(last, lastParam),
      },
      query: ({ queryArg, pageParam }) =>
        request('message.list', {
          url: '/message/getMessageList',
          method: 'POST',
          body: { current: pageParam, size: MESSAGE_PAGE_SIZE, tag: queryArg.tag, message: queryArg.message },
        }),
      transformResponse: (envelope: Answer<'message.list'>, _meta, { pageParam }) =>
        envelope.result ?? emptyPage(pageParam),
      keepUnusedDataFor: KEPT_ALIVE_SECONDS,
      providesTags: [LISTS],
    }),
    getAllMessages: build.query<Result<'message.wall'>['list'], void>({
      query: () => request('message.wall', '/message/getAllMessage'),
      transformResponse: (envelope: Answer<'message.wall'>) => envelope.result?.list ?? [],
      keepUnusedDataFor: KEPT_ALIVE_SECONDS,
      providesTags: [LISTS],
    }),
    getMessageById: build.query<Result<'message.byId'> | null, number>({
      query: (id) => request('message.byId', `/message/getMessageById/${id}`),
      transformResponse: (envelope: Answer<'message.byId'>) => envelope.result ?? null,
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    getHotTags: build.query<Result<'message.hotTags'>, void>({
      query: () => request('message.hotTags', '/message/getHotTagList'),
      transformResponse: (envelope: Answer<'message.hotTags'>) => envelope.result ?? [],
      keepUnusedDataFor: KEPT_ALIVE_SECONDS,
      providesTags: [LISTS],
    }),
    addMessage: build.mutation<Result<'message.add'> | null, MessageDraft & FormGuardInput & { email?: string }>({
      query: (body) => request('message.add', { url: '/message/add', method: 'POST', body }),
      transformResponse: resultOf<Result<'message.add'> | null>,
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    updateMessage: build.mutation<Result<'message.update'>, SavedMessage>({
      query: (body) => request('message.update', { url: '/message/update', method: 'POST', body }),
      transformResponse: resultOf<Result<'message.update'>>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LISTS, { type: 'Message', id }]),
    }),
    deleteMessage: build.mutation<Result<'message.delete'>, number>({
      query: (id) => request('message.delete', { url: '/message/delete', method: 'PUT', body: { idList: [id] } }),
      transformResponse: resultOf<Result<'message.delete'>>,
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
  }),
});

export const {
  useGetMessageListInfiniteQuery,
  useGetAllMessagesQuery,
  useGetMessageByIdQuery,
  useGetHotTagsQuery,
  useAddMessageMutation,
  useUpdateMessageMutation,
  useDeleteMessageMutation,
} = messageBoardApi;
