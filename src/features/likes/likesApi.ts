import { baseApi } from '@/shared/api/baseApi';
import { resultOf, type ApiEnvelope } from '@/shared/api/envelope';
import type { LikeTargetType } from '@protocol/interactionRules';

export interface LikeTarget {
  /** 1 article, 2 talk, 3 message-board post, 4 comment. */
  type: LikeTargetType;
  forId: number;
}

/** The server's state after a like or an unlike. */
export interface LikeResult {
  is_like: boolean;
  count: number;
}

const body = ({ type, forId }: LikeTarget) => ({ type, for_id: forId });

/** Likes on articles, talks, message-board posts and comments, by user or anonymous visitor. */
export const likesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIsLike: build.query<boolean, LikeTarget>({
      query: (target) => ({ url: '/like/getIsLikeByIdOrIpAndType', method: 'POST', body: body(target) }),
      transformResponse: (envelope: ApiEnvelope<boolean>) => envelope.result === true,
      providesTags: (_result, _error, { type, forId }) => [{ type: 'Like', id: `${type}-${forId}` }],
    }),
    // The state after the change; a refusal is an error (docs/behaviour.md §1.2).
    addLike: build.mutation<LikeResult, LikeTarget>({
      query: (target) => ({ url: '/like/addLike', method: 'POST', body: body(target) }),
      transformResponse: resultOf<LikeResult>,
    }),
    cancelLike: build.mutation<LikeResult, LikeTarget>({
      query: (target) => ({ url: '/like/cancelLike', method: 'POST', body: body(target) }),
      transformResponse: resultOf<LikeResult>,
    }),
  }),
});

export const { useGetIsLikeQuery, useAddLikeMutation, useCancelLikeMutation } = likesApi;
