import { REVIEW_MESSAGES, type FormGuardInput } from '@protocol/spamRules';
import { useMutationNotice, type Settled } from '@/shared/api/useMutationNotice';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { useAppDispatch } from '@/app/hooks';
import { useAddCommentMutation, useApplyCommentMutation, useDeleteCommentMutation } from './commentWritesApi';
import { COMMENT_TEXT } from './commentTexts';
import type { CommentItem, CommentTarget } from './commentTypes';

export interface ReplyTarget {
  parentId: number;
  toId: number;
  toName: string;
}

/**
 * Posting, replying and deleting with their notices: docs/behaviour.md §1.4 success toasts (添加成功 for 1 s,
 * 删除成功; a comment held for review says 已提交，等待博主审核 instead, §13.2); a refusal shows the
 * server's message in red (useMutationNotice). HTTP failures were already reported by the base
 * query. Each answers whether the server accepted it.
 */
export function useCommentActions(target: CommentTarget) {
  const notify = useMutationNotice();
  const dispatch = useAppDispatch();
  const [add] = useAddCommentMutation();
  const [apply] = useApplyCommentMutation();
  const [remove] = useDeleteCommentMutation();

  const deleted = { success: { kind: 'success', title: '提示', message: COMMENT_TEXT.deleted } } as const;
  /** The notice of a comment or reply the server took: published, or waiting for the author. */
  const announceAdded = (done: Settled<CommentItem>) => {
    if (!done) return false;
    const message = done.data.held ? REVIEW_MESSAGES.held : COMMENT_TEXT.added;
    dispatch(noticeShown({ kind: 'success', title: '提示', message, duration: done.data.held ? 3000 : 1000 }));
    return true;
  };

  return {
    post: async (content: string, guard: FormGuardInput) =>
      announceAdded(await notify(add({ ...target, content, guard }))),
    reply: async (to: ReplyTarget, content: string, guard: FormGuardInput) =>
      announceAdded(await notify(apply({ ...target, parentId: to.parentId, toId: to.toId, content, guard }))),
    remove: async (item: CommentItem) =>
      (await notify(remove({ ...target, id: item.id, parentId: item.parent_id }), deleted)) !== null,
  };
}
