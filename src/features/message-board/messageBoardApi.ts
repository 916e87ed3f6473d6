import { baseApi } from '@/shared/api/baseApi';
import { resultOf, type ApiEnvelope } from '@/shared/api/envelope';
import {
  MESSAGE_PAGE_SIZE,
  type BoardMessage,
  type HotTag,
  type MessageDraft,
  type MessageFilter,
  type MessagePage,
} from './messageTypes';

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
    getMessageList: build.infiniteQuery<MessagePage, MessageFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => nextMessagePage(last, lastParam),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/message/getMessageList',
        method: 'POST',
        body: { current: pageParam, size: MESSAGE_PAGE_SIZE, tag: queryArg.tag, message: queryArg.message },
      }),
      transformResponse: (envelope: ApiEnvelope<MessagePage>, _meta, { pageParam }) =>
        envelope.result ?? emptyPage(pageParam),
      keepUnusedDataFor: KEPT_ALIVE_SECONDS,
      providesTags: [LISTS],
    }),
    getAllMessages: build.query<BoardMessage[], void>({
      query: () => '/message/getAllMessage',
      transformResponse: (envelope: ApiEnvelope<{ list: BoardMessage[]; total: number }>) =>
        envelope.result?.list ?? [],
      keepUnusedDataFor: KEPT_ALIVE_SECONDS,
      providesTags: [LISTS],
    }),
    getMessageById: build.query<BoardMessage | null, number>({
      query: (id) => `/message/getMessageById/${id}`,
      transformResponse: (envelope: ApiEnvelope<BoardMessage>) => envelope.result ?? null,
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    getHotTags: build.query<HotTag[], void>({
      query: () => '/message/getHotTagList',
      transformResponse: (envelope: ApiEnvelope<HotTag[]>) => envelope.result ?? [],
      keepUnusedDataFor: KEPT_ALIVE_SECONDS,
      providesTags: [LISTS],
    }),
    addMessage: build.mutation<{ id: number } | null, MessageDraft>({
      query: (body) => ({ url: '/message/add', method: 'POST', body }),
      transformResponse: resultOf<{ id: number } | null>,
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    updateMessage: build.mutation<unknown, SavedMessage>({
      query: (body) => ({ url: '/message/update', method: 'POST', body }),
      transformResponse: resultOf<unknown>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LISTS, { type: 'Message', id }]),
    }),
    deleteMessage: build.mutation<unknown, number>({
      query: (id) => ({ url: '/message/delete', method: 'PUT', body: { idList: [id] } }),
      transformResponse: resultOf<unknown>,
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
