import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import type { baseQuery } from '@/shared/api/baseQuery';
import { commentsApi } from './commentsApi';
import { withCommentRemoved, withReplyAdded, withReplyCount, withTopLevelAdded } from './commentTree';
import type { CommentItem, CommentPages, CommentTarget, DeleteArgs, NewComment, NewReply } from './commentTypes';

// After a successful write the loaded lists are edited in place with the pure commentTree
// functions, so the reader's place in a long thread is kept (no refetch of every loaded page).

type Started<Result, Arg> = TypedMutationOnQueryStarted<Result, Arg, typeof baseQuery, 'api'>;
type Api = Parameters<NonNullable<Started<unknown, unknown>>>[1];

const sameTarget = (a: CommentTarget, b: CommentTarget) => a.type === b.type && a.forId === b.forId;

/** The created or deleted thing, or null when the call failed or was refused (an error, docs/behaviour.md §1.2). */
const answerOf = <T>(queryFulfilled: Promise<{ data: T }>): Promise<T | null> =>
  queryFulfilled.then(
    ({ data }) => data ?? null,
    () => null,
  );

function changeTotal({ dispatch }: Api, target: CommentTarget, delta: number) {
  dispatch(
    commentsApi.util.updateQueryData('getCommentTotal', { type: target.type, forId: target.forId }, (total) =>
      Math.max(0, total + delta),
    ),
  );
}

/** Applies `recipe` to every loaded top-level list of the target (both orders). */
function changeThreads(
  { dispatch, getState }: Api,
  target: CommentTarget,
  recipe: (data: CommentPages) => CommentPages,
) {
  for (const args of commentsApi.util.selectCachedArgsForQuery(getState(), 'getParentComments')) {
    if (sameTarget(args, target)) dispatch(commentsApi.util.updateQueryData('getParentComments', args, recipe));
  }
}

function changeReplies({ dispatch, getState }: Api, parentId: number, recipe: (data: CommentPages) => CommentPages) {
  for (const args of commentsApi.util.selectCachedArgsForQuery(getState(), 'getChildComments')) {
    if (args.parentId === parentId) dispatch(commentsApi.util.updateQueryData('getChildComments', args, recipe));
  }
}

export const applyAdded: Started<CommentItem, NewComment> = async (args, api) => {
  const item = await answerOf(api.queryFulfilled);
  if (!item) return;
  changeTotal(api, args, 1);
  changeThreads(api, args, (data) => withTopLevelAdded(data, item));
};

export const applyReplied: Started<CommentItem, NewReply> = async (args, api) => {
  const item = await answerOf(api.queryFulfilled);
  if (!item) return;
  changeTotal(api, args, 1);
  changeThreads(api, args, (data) => withReplyCount(data, args.parentId, 1));
  changeReplies(api, args.parentId, (data) => withReplyAdded(data, item));
};

export const applyDeleted: Started<{ deleted: number }, DeleteArgs> = async (args, api) => {
  const result = await answerOf(api.queryFulfilled);
  if (!result) return;
  changeTotal(api, args, -result.deleted);
  if (args.parentId === null) {
    changeThreads(api, args, (data) => withCommentRemoved(data, args.id));
    return;
  }
  const parentId = args.parentId;
  changeThreads(api, args, (data) => withReplyCount(data, parentId, -1));
  changeReplies(api, parentId, (data) => withCommentRemoved(data, args.id));
};
