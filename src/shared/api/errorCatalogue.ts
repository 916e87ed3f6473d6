import type { NoticeInput } from '../notices/noticesSlice';
import { TIP_CODE, type ApiEnvelope } from './envelope';

export interface CatalogueOutcome {
  notice: NoticeInput | null;
  /** docs/behaviour.md §4.3: a 401 clears the stored user and opens the login dialog. */
  expireSession: boolean;
}

const serverMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * docs/behaviour.md §1.3, responses through the main client: which notice a failed status shows.
 * Statuses not in the catalogue are ignored silently.
 */
export function describeHttpFailure(status: number, body: unknown): CatalogueOutcome {
  const message = serverMessage(body);
  switch (status) {
    case 401:
      return { notice: { kind: 'error', title: '错误提示', message: message ?? '登录过期' }, expireSession: true };
    case 403:
      return { notice: { kind: 'error', title: '错误提示', message: message ?? '权限不足' }, expireSession: false };
    case 404:
      return { notice: { kind: 'error', title: '错误提示', message: '接口没有找到' }, expireSession: false };
    case 408:
      return { notice: { kind: 'warning', title: '温馨提示', message: message ?? '服务端错误' }, expireSession: false };
    case 429:
      return {
        notice: { kind: 'warning', title: '温馨提示', message: message ?? '操作过于频繁，请稍后再试' },
        expireSession: false,
      };
    case 500:
      return { notice: { kind: 'error', title: '错误提示', message: message ?? '服务端错误' }, expireSession: false };
    default:
      return { notice: null, expireSession: false };
  }
}

/** docs/behaviour.md §1.3: a success body with code '100' shows an amber 温馨提示 with the server message. */
export function describeSuccessBody(body: unknown): NoticeInput | null {
  const code = (body as ApiEnvelope | null)?.code;
  if (code === undefined || Number(code) !== TIP_CODE) return null;
  return { kind: 'warning', title: '温馨提示', message: serverMessage(body) ?? '' };
}

/**
 * Whether the base query already showed a notice for a failed write (a catalogued status, or a write
 * that never reached the server, docs/behaviour.md §12.4), so its caller must not show a second one.
 */
export function announcedFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  if (typeof status === 'number') return describeHttpFailure(status, undefined).notice !== null;
  return status === 'FETCH_ERROR';
}
