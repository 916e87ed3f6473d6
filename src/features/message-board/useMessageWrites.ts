import { useAppDispatch } from '@/app/hooks';
import type { ApiEnvelope } from '@/shared/api/errorCatalogue';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { useAddMessageMutation, useDeleteMessageMutation, useUpdateMessageMutation } from './messageBoardApi';
import type { MessageDraft } from './messageTypes';

type Sent = { data: ApiEnvelope<unknown> } | { error: unknown };

/**
 * Posting, editing and deleting with the app's notices: success in green, a business failure with
 * the server's message. HTTP failures already showed their notice in the base query.
 */
export function useMessageWrites() {
  const dispatch = useAppDispatch();
  const [add, adding] = useAddMessageMutation();
  const [update, updating] = useUpdateMessageMutation();
  const [remove, removing] = useDeleteMessageMutation();

  const settle = (sent: Sent, success: string, failure: string): ApiEnvelope<unknown> | null => {
    if (!('data' in sent)) return null;
    if (Number(sent.data.code) !== 0) {
      dispatch(noticeShown({ kind: 'error', title: '错误提示', message: sent.data.message || failure }));
      return null;
    }
    dispatch(noticeShown({ kind: 'success', message: success }));
    return sent.data;
  };

  return {
    busy: adding.isLoading || updating.isLoading || removing.isLoading,
    /** The new post's id (0 when the server did not say), or null when it was refused. */
    post: async (draft: MessageDraft): Promise<number | null> => {
      const saved = settle(await add(draft), '留言成功', '留言失败');
      if (!saved) return null;
      const result = saved.result as { id?: unknown } | null | undefined;
      return typeof result?.id === 'number' ? result.id : 0;
    },
    edit: async (id: number, draft: MessageDraft): Promise<boolean> =>
      settle(await update({ id, ...draft }), '修改成功', '修改失败') !== null,
    remove: async (id: number): Promise<boolean> => settle(await remove(id), '删除成功', '删除失败') !== null,
  };
}
