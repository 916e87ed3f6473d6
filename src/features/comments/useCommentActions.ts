import { useAppDispatch } from '@/app/hooks';
import type { ApiEnvelope } from '@/shared/api/errorCatalogue';
import { noticeShown } from '@/shared/notices/noticesSlice';
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
 * 删除成功); a refusal (code ≠ 0) shows the server's message in red. HTTP failures were already
 * reported by the base query. Each answers whether the server accepted it.
 */
export function useCommentActions(target: CommentTarget) {
  const dispatch = useAppDispatch();
  const [add] = useAddCommentMutation();
  const [apply] = useApplyCommentMutation();
  const [remove] = useDeleteCommentMutation();

  const report = (outcome: { data?: ApiEnvelope<unknown> }, success: string, duration?: number) => {
    if (!outcome.data) return false;
    if (Number(outcome.data.code) !== 0) {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: outcome.data.message ?? '操作失败' }));
      return false;
    }
    dispatch(noticeShown({ kind: 'success', title: '提示', message: success, duration }));
    return true;
  };

  return {
    post: async (content: string) => report(await add({ ...target, content }), COMMENT_TEXT.added, 1000),
    reply: async (to: ReplyTarget, content: string) =>
      report(await apply({ ...target, parentId: to.parentId, toId: to.toId, content }), COMMENT_TEXT.added, 1000),
    remove: async (item: CommentItem) =>
      report(await remove({ ...target, id: item.id, parentId: item.parent_id }), COMMENT_TEXT.deleted),
  };
}
