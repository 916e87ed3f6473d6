import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/errorCatalogue';
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

/** The state after the change; null when the server refused it (its notice is shown by the base query). */
const resultOf = (envelope: ApiEnvelope<LikeResult>): LikeResult | null =>
  Number(envelope.code) === 0 && envelope.result ? envelope.result : null;

/** Likes on articles, talks, message-board posts and comments, by user or anonymous visitor. */
export const likesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIsLike: build.query<boolean, LikeTarget>({
      query: (target) => ({ url: '/like/getIsLikeByIdOrIpAndType', method: 'POST', body: body(target) }),
      transformResponse: (envelope: ApiEnvelope<boolean>) => envelope.result === true,
      providesTags: (_result, _error, { type, forId }) => [{ type: 'Like', id: `${type}-${forId}` }],
    }),
    addLike: build.mutation<LikeResult | null, LikeTarget>({
      query: (target) => ({ url: '/like/addLike', method: 'POST', body: body(target) }),
      transformResponse: resultOf,
    }),
    cancelLike: build.mutation<LikeResult | null, LikeTarget>({
      query: (target) => ({ url: '/like/cancelLike', method: 'POST', body: body(target) }),
      transformResponse: resultOf,
    }),
  }),
});

export const { useGetIsLikeQuery, useAddLikeMutation, useCancelLikeMutation } = likesApi;
