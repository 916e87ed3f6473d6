import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import { nextPageParam } from './commentTree';
import {
  PARENT_PAGE_SIZE,
  REPLY_PAGE_SIZE,
  type CommentPage,
  type CommentTarget,
  type ReplyArgs,
  type ThreadArgs,
} from './commentTypes';

const emptyPage = (current: number, size: number): CommentPage => ({ current, size, total: 0, list: [] });
/** A target as the API names it. */
export const target = ({ type, forId }: CommentTarget) => ({ type, for_id: forId });

/** Comment reads; the writes (commentWritesApi.ts) edit these loaded lists in place instead of refetching. */
export const commentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCommentTotal: build.query<Result<'comment.total'>, CommentTarget>({
      query: (args) =>
        request('comment.total', { url: '/comment/getCommentTotal', method: 'POST', body: target(args) }),
      transformResponse: (envelope: Answer<'comment.total'>) => Number(envelope.result ?? 0),
      providesTags: ['Comment'],
    }),
    getParentComments: build.infiniteQuery<Result<'comment.parents'>, ThreadArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => nextPageParam(last, lastParam),
      },
      query: ({ queryArg, pageParam }) =>
        request('comment.parents', {
          url: '/comment/frontGetParentComment',
          method: 'POST',
          body: { ...target(queryArg), order: queryArg.order, current: pageParam, size: PARENT_PAGE_SIZE },
        }),
      transformResponse: (envelope: Answer<'comment.parents'>, _meta, { pageParam }) =>
        envelope.result ?? emptyPage(pageParam, PARENT_PAGE_SIZE),
      providesTags: ['Comment'],
    }),
    getChildComments: build.infiniteQuery<Result<'comment.children'>, ReplyArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => nextPageParam(last, lastParam),
      },
      query: ({ queryArg, pageParam }) =>
        request('comment.children', {
          url: '/comment/frontGetChildrenComment',
          method: 'POST',
          body: { ...target(queryArg), parent_id: queryArg.parentId, current: pageParam, size: REPLY_PAGE_SIZE },
        }),
      transformResponse: (envelope: Answer<'comment.children'>, _meta, { pageParam }) =>
        envelope.result ?? emptyPage(pageParam, REPLY_PAGE_SIZE),
      providesTags: ['Comment'],
    }),
  }),
});

export const { useGetCommentTotalQuery, useGetParentCommentsInfiniteQuery, useGetChildCommentsInfiniteQuery } =
  commentsApi;
