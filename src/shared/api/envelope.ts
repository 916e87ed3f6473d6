import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Body shape of every /api answer (docs/behaviour.md §1.2: Envelope). */
export interface ApiEnvelope<T = unknown> {
  code: number | string;
  message?: string;
  result?: T;
}

/** docs/behaviour.md §1.3: a success body with this code is a tip (amber 温馨提示), not a failure. */
export const TIP_CODE = 100;

/**
 * docs/behaviour.md §1.2: an expected business failure — HTTP 200 with a non-zero code other than the
 * tip. The base query turns it into this error, so `isError` and `.unwrap()` mean what they say;
 * `data` has the same `{code, message}` shape as the body of a failed HTTP status.
 */
export interface RefusedError {
  status: 'REFUSED';
  data: { code: number; message: string };
}

/** Every error the app's base query can give. */
export type ApiError = FetchBaseQueryError | RefusedError;

/** The refusal a success body carries, or null for code 0, the tip, and bodies that are not envelopes. */
export function refusalOf(body: unknown): RefusedError | null {
  const envelope = body as Partial<ApiEnvelope> | null;
  if (typeof envelope !== 'object' || envelope === null || envelope.code === undefined) return null;
  const code = Number(envelope.code);
  if (code === 0 || code === TIP_CODE) return null;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  return { status: 'REFUSED', data: { code: Number.isNaN(code) ? -1 : code, message } };
}

export const isRefused = (error: unknown): error is RefusedError =>
  (error as { status?: unknown } | null | undefined)?.status === 'REFUSED';

/** A mutation's answer is its envelope's `result` (a refusal never gets here: it is an error). */
export const resultOf = <T>(body: ApiEnvelope<T>): T => body.result as T;
