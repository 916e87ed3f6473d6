import { resultOf } from '@/shared/api/envelope';
import { request, type Result } from '@/shared/api/contractTypes';
import { commentsApi, target } from './commentsApi';
import { applyAdded, applyDeleted, applyReplied } from './commentCache';
import type { DeleteArgs, NewComment, NewReply } from './commentTypes';

/**
 * Comment writes. They sit apart from the reads because their cache edits (commentCache.ts) use the
 * reads' `util`: one file holding both would import commentCache while commentCache imports it.
 */
export const commentWritesApi = commentsApi.injectEndpoints({
  endpoints: (build) => ({
    addComment: build.mutation<Result<'comment.add'>, NewComment>({
      query: ({ content, guard, ...args }) =>
        request('comment.add', { url: '/comment/add', method: 'POST', body: { ...target(args), content, ...guard } }),
      transformResponse: resultOf<Result<'comment.add'>>,
      onQueryStarted: applyAdded,
    }),
    applyComment: build.mutation<Result<'comment.apply'>, NewReply>({
      query: ({ content, guard, parentId, toId, ...args }) =>
        request('comment.apply', {
          url: '/comment/apply',
          method: 'POST',
          body: { ...target(args), parent_id: parentId, to_id: toId, content, ...guard },
        }),
      transformResponse: resultOf<Result<'comment.apply'>>,
      onQueryStarted: applyReplied,
    }),
    deleteComment: build.mutation<Result<'comment.delete'>, DeleteArgs>({
      query: ({ id, parentId }) =>
        request('comment.delete', { url: `/comment/delete/${id}/${parentId ?? 0}`, method: 'DELETE' }),
      transformResponse: resultOf<Result<'comment.delete'>>,
      onQueryStarted: applyDeleted,
    }),
  }),
});

export const { useAddCommentMutation, useApplyCommentMutation, useDeleteCommentMutation } = commentWritesApi;
