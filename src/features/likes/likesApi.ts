import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import type { LikeTargetType } from '@protocol/interactionRules';

export interface LikeTarget {
  /** 1 article, 2 talk, 3 message-board post, 4 comment. */
  type: LikeTargetType;
  forId: number;
}

/** The server's state after a like or an unlike (protocol/api/like.ts). */
export type LikeResult = Result<'like.add'>;

const body = ({ type, forId }: LikeTarget) => ({ type, for_id: forId });

/** Likes on articles, talks, message-board posts and comments, by user or anonymous visitor. */
export const likesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIsLike: build.query<boolean, LikeTarget>({
      query: (target) =>
        request('like.isLiked', { url: '/like/getIsLikeByIdOrIpAndType', method: 'POST', body: body(target) }),
      transformResponse: (envelope: Answer<'like.isLiked'>) => envelope.result === true,
      providesTags: (_result, _error, { type, forId }) => [{ type: 'Like', id: `${type}-${forId}` }],
    }),
    // The state after the change; a refusal is an error (docs/behaviour.md §1.2).
    addLike: build.mutation<LikeResult, LikeTarget>({
      query: (target) => request('like.add', { url: '/like/addLike', method: 'POST', body: body(target) }),
      transformResponse: resultOf<Result<'like.add'>>,
    }),
    cancelLike: build.mutation<Result<'like.cancel'>, LikeTarget>({
      query: (target) => request('like.cancel', { url: '/like/cancelLike', method: 'POST', body: body(target) }),
      transformResponse: resultOf<Result<'like.cancel'>>,
    }),
  }),
});

export const { useGetIsLikeQuery, useAddLikeMutation, useCancelLikeMutation } = likesApi;
