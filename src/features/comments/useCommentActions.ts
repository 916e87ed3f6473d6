import type { FormGuardInput } from '@protocol/spamRules';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
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
 * 删除成功); a refusal shows the server's message in red (useMutationNotice). HTTP failures were
 * already reported by the base query. Each answers whether the server accepted it.
 */
export function useCommentActions(target: CommentTarget) {
  const notify = useMutationNotice();
  const [add] = useAddCommentMutation();
  const [apply] = useApplyCommentMutation();
  const [remove] = useDeleteCommentMutation();

  const added = { success: { kind: 'success', title: '提示', message: COMMENT_TEXT.added, duration: 1000 } } as const;
  const deleted = { success: { kind: 'success', title: '提示', message: COMMENT_TEXT.deleted } } as const;

  return {
    post: async (content: string, guard: FormGuardInput) =>
      (await notify(add({ ...target, content, guard }), added)) !== null,
    reply: async (to: ReplyTarget, content: string, guard: FormGuardInput) =>
      (await notify(apply({ ...target, parentId: to.parentId, toId: to.toId, content, guard }), added)) !== null,
    remove: async (item: CommentItem) =>
      (await notify(remove({ ...target, id: item.id, parentId: item.parent_id }), deleted)) !== null,
  };
}
