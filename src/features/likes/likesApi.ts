import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import type { Answer, Result } from '@/shared/api/contractTypes';
import { addLikeRequest, cancelLikeRequest, isLikedRequest, type LikeTarget } from './likeRequests';

export type { LikeTarget };

/** The server's state after a like or an unlike (protocol/api/like.ts). */
export type LikeResult = Result<'like.add'>;

/** Likes on articles, talks, message-board posts and comments, by user or anonymous visitor. */
export const likesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIsLike: build.query<boolean, LikeTarget>({
      query: isLikedRequest,
      transformResponse: (envelope: Answer<'like.isLiked'>) => envelope.result === true,
      providesTags: (_result, _error, { type, forId }) => [{ type: 'Like', id: `${type}-${forId}` }],
    }),
    // The state after the change; a refusal is an error (docs/behaviour.md §1.2).
    addLike: build.mutation<LikeResult, LikeTarget>({
      query: addLikeRequest,
      transformResponse: resultOf<Result<'like.add'>>,
    }),
    cancelLike: build.mutation<Result<'like.cancel'>, LikeTarget>({
      query: cancelLikeRequest,
      transformResponse: resultOf<Result<'like.cancel'>>,
    }),
  }),
});

export const { useGetIsLikeQuery, useAddLikeMutation, useCancelLikeMutation } = likesApi;
