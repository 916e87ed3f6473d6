import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { ApiEnvelope } from '@/shared/api/errorCatalogue';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { actionOutcome } from './actionOutcome';

type MutationResult<T> = { data: ApiEnvelope<T> } | { error: unknown };

/**
 * Runs an admin mutation and says how it went through the notice system: `success` on code 0, the
 * server's own message otherwise (e.g. the last admin cannot be demoted). Statuses the base query
 * already announces (401, 403, 404, 429, 500) are not announced twice. Resolves to the result on
 * success, null on failure.
 */
export function useAdminAction() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(run: Promise<MutationResult<T>>, success: string | null): Promise<ApiEnvelope<T> | null> => {
      const outcome = actionOutcome(await run);
      if (outcome.ok) {
        if (success) dispatch(noticeShown({ kind: 'success', message: success }));
        return outcome.body as ApiEnvelope<T>;
      }
      if (outcome.message) dispatch(noticeShown({ kind: 'error', title: '错误提示', message: outcome.message }));
      return null;
    },
    [dispatch],
  );
}
