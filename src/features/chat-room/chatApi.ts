import { baseApi } from '@/shared/api/baseApi';
import { resultOf, type ApiEnvelope } from '@/shared/api/envelope';
import type { ChatMessageDto } from '@protocol/chatProtocol';

/** docs/behaviour.md §6.3: chat history page size 10 (a full page means more may exist). */
export const CHAT_PAGE_SIZE = 10;

export interface ChatListArg {
  size: number;
  /** Oldest loaded id; omitted for the newest page. */
  last_id?: number;
}

/** docs/behaviour.md §6.3. History lands in chatSlice through matchFulfilled. */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatList: build.query<ChatMessageDto[], ChatListArg>({
      query: (body) => ({ url: '/chat/getChatList', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<{ list: ChatMessageDto[] }>) => response.result?.list ?? [],
      // The slice keeps the merged list; a cached page must not hide messages sent since.
      keepUnusedDataFor: 0,
    }),
    deleteChatMessage: build.mutation<null, number>({
      query: (id) => ({ url: `/chat/deleteOne/${id}`, method: 'DELETE' }),
      transformResponse: resultOf<null>,
    }),
    clearChat: build.mutation<null, void>({
      query: () => ({ url: '/chat/delete', method: 'POST' }),
      transformResponse: resultOf<null>,
    }),
  }),
});

export const { useLazyGetChatListQuery, useDeleteChatMessageMutation, useClearChatMutation } = chatApi;
