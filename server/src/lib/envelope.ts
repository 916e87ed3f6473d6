import { MAX_PAGE } from './paging';

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

/** A whole number in [min, max]; anything else (NaN, ±Infinity, 1e300, 1.5) becomes the fallback or a bound. */
function boundedInteger(value: unknown, min: number, max: number, fallback: number): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/**
 * Clamps paging input: 1 ≤ current ≤ MAX_PAGE, 1 ≤ size ≤ 50 (docs/behaviour.md §1.2: size is capped). Always
 * integers, so the OFFSET it yields is a safe integer whatever the caller passed.
 */
export function clampPaging(
  current: unknown,
  size: unknown,
  defaultSize = 10,
): { current: number; size: number; offset: number } {
  const c = boundedInteger(current ?? 1, 1, MAX_PAGE, 1);
  const s = boundedInteger(size ?? defaultSize, 1, MAX_PAGE_SIZE, defaultSize);
  return { current: c, size: s, offset: (c - 1) * s };
}
