import { resultOf } from '@/shared/api/envelope';
import { commentsApi, target } from './commentsApi';
import { applyAdded, applyDeleted, applyReplied } from './commentCache';
import type { CommentItem, DeleteArgs, NewComment, NewReply } from './commentTypes';

/**
 * Comment writes. They sit apart from the reads because their cache edits (commentCache.ts) use the
 * reads' `util`: one file holding both would import commentCache while commentCache imports it.
 */
export const commentWritesApi = commentsApi.injectEndpoints({
  endpoints: (build) => ({
    addComment: build.mutation<CommentItem, NewComment>({
      query: ({ content, ...args }) => ({ url: '/comment/add', method: 'POST', body: { ...target(args), content } }),
      transformResponse: resultOf<CommentItem>,
      onQueryStarted: applyAdded,
    }),
    applyComment: build.mutation<CommentItem, NewReply>({
      query: ({ content, parentId, toId, ...args }) => ({
        url: '/comment/apply',
        method: 'POST',
        body: { ...target(args), parent_id: parentId, to_id: toId, content },
      }),
      transformResponse: resultOf<CommentItem>,
      onQueryStarted: applyReplied,
    }),
    deleteComment: build.mutation<{ deleted: number }, DeleteArgs>({
      query: ({ id, parentId }) => ({ url: `/comment/delete/${id}/${parentId ?? 0}`, method: 'DELETE' }),
      transformResponse: resultOf<{ deleted: number }>,
      onQueryStarted: applyDeleted,
    }),
  }),
});

export const { useAddCommentMutation, useApplyCommentMutation, useDeleteCommentMutation } = commentWritesApi;
