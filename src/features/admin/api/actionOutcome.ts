import type { ApiEnvelope } from '@/shared/api/errorCatalogue';
import { errorMessageOf } from '@/shared/api/errorMessage';

/** HTTP statuses whose notice the base query shows itself. */
const ANNOUNCED = new Set([401, 403, 404, 408, 429, 500]);

export type ActionOutcome = { ok: true; body: ApiEnvelope<unknown> } | { ok: false; message: string | null };

/** How an admin mutation ended, and which message (if any) is still to be shown. */
export function actionOutcome(result: { data: ApiEnvelope<unknown> } | { error: unknown }): ActionOutcome {
  if ('data' in result) {
    if (Number(result.data.code) === 0) return { ok: true, body: result.data };
    return { ok: false, message: result.data.message || '操作失败' };
  }
  const status = (result.error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && ANNOUNCED.has(status)) return { ok: false, message: null };
  return { ok: false, message: errorMessageOf(result.error, '网络异常，请稍后再试') };
}
