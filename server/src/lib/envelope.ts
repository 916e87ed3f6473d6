/** The success envelope of docs/behaviour.md §1.2: HTTP 200 `{code: 0, message, result}`. */
export interface Envelope<T> {
  code: number;
  message: string;
  result?: T;
}

export function ok<T>(result: T, message = '成功'): Envelope<T> {
  return { code: 0, message, result };
}

/** Amber tip (docs/behaviour.md §1.3 code '100'): the UI shows the message as 温馨提示. */
export function tip(message: string): Envelope<never> {
  return { code: 100, message };
}

/** Paged result of docs/behaviour.md §1.2: `current` is 1-based and `size` is capped at 50. */
export interface Page<T> {
  current: number;
  size: number;
  total: number;
  list: T[];
}

export const MAX_PAGE_SIZE = 50;

/** Clamps paging input: current ≥ 1, 1 ≤ size ≤ 50 (docs/behaviour.md §1.2: size is capped). */
export function clampPaging(current: unknown, size: unknown, defaultSize = 10): { current: number; size: number; offset: number } {
  const c = Math.max(1, Math.floor(Number(current)) || 1);
  const s = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(size)) || defaultSize));
  return { current: c, size: s, offset: (c - 1) * s };
}
