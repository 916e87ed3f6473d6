import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
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
      query: (body) => request('chat.list', { url: '/chat/getChatList', method: 'POST', body }),
      transformResponse: (response: Answer<'chat.list'>) => response.result?.list ?? [],
      // The slice keeps the merged list; a cached page must not hide messages sent since.
      keepUnusedDataFor: 0,
    }),
    deleteChatMessage: build.mutation<Result<'chat.revert'>, number>({
      query: (id) => request('chat.revert', { url: `/chat/deleteOne/${id}`, method: 'DELETE' }),
      transformResponse: resultOf<Result<'chat.revert'>>,
    }),
    clearChat: build.mutation<Result<'chat.clear'>, void>({
      query: () => request('chat.clear', { url: '/chat/delete', method: 'POST' }),
      transformResponse: resultOf<Result<'chat.clear'>>,
    }),
  }),
});

export const { useLazyGetChatListQuery, useDeleteChatMessageMutation, useClearChatMutation } = chatApi;
