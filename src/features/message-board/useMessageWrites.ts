import type { FormGuardInput } from '@protocol/spamRules';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { useAddMessageMutation, useDeleteMessageMutation, useUpdateMessageMutation } from './messageBoardApi';
import type { MessageDraft } from './messageTypes';

/**
 * Posting, editing and deleting with the app's notices: success in green, a business failure with
 * the server's message. HTTP failures already showed their notice in the base query.
 */
export function useMessageWrites() {
  const notify = useMutationNotice();
  const [add, adding] = useAddMessageMutation();
  const [update, updating] = useUpdateMessageMutation();
  const [remove, removing] = useDeleteMessageMutation();

  return {
    busy: adding.isLoading || updating.isLoading || removing.isLoading,
    /**
     * The new post's id (0 when the server did not say), or null when it was refused. `email` is a
     * 游客's optional address (docs/behaviour.md §5.5), sent only when given.
     */
    post: async (draft: MessageDraft, guard: FormGuardInput, email = ''): Promise<number | null> => {
      const body = { ...draft, ...guard, ...(email ? { email } : {}) };
      const saved = await notify(add(body), { success: '留言成功', refused: '留言失败' });
      if (!saved) return null;
      return typeof saved.data?.id === 'number' ? saved.data.id : 0;
    },
    edit: async (id: number, draft: MessageDraft): Promise<boolean> =>
      (await notify(update({ id, ...draft }), { success: '修改成功', refused: '修改失败' })) !== null,
    remove: async (id: number): Promise<boolean> =>
      (await notify(remove(id), { success: '删除成功', refused: '删除失败' })) !== null,
  };
}
