import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { noticeShown, type NoticeInput } from '../notices/noticesSlice';
import { announcedFailure } from './errorCatalogue';
import { isRefused } from './envelope';
import { errorMessageOf } from './errorMessage';

export interface OutcomeTexts {
  /** Shown on success: a message (green) or a whole notice; nothing when omitted. */
  success?: string | NoticeInput | null;
  /** A refusal's text when the server sent none. */
  refused?: string;
  /**
   * Failures the base query leaves silent (400, 413, a timeout): shown with the server's message or
   * this text. Omitted: they stay silent, the caller's form keeps its state.
   */
  unannounced?: string;
}

/** The texts of a call; a bare string is its success message. */
export type OutcomeArg = OutcomeTexts | string;

const textsOf = (arg: OutcomeArg | undefined): OutcomeTexts =>
  typeof arg === 'string' ? { success: arg } : (arg ?? {});

/** What a mutation trigger resolves to. */
export type MutationOutcome = { data: unknown; error?: undefined } | { data?: undefined; error: unknown };
type DataOf<R> = R extends { data: infer D; error?: undefined } ? D : never;

/** The answer on success; null when the call failed (its notice has been shown). */
export type Settled<T> = { data: T } | null;

const errorNotice = (message: string): NoticeInput => ({ kind: 'error', title: '错误提示', message });

/**
 * The notice a failed call still needs: a refusal's server message in red under 错误提示; with
 * `unannounced`, a failure the base query left silent; null when the base query already spoke.
 */
export function failureNotice(error: unknown, texts: OutcomeTexts = {}): NoticeInput | null {
  if (isRefused(error)) return errorNotice(error.data.message || texts.refused || '操作失败');
  if (texts.unannounced && !announcedFailure(error)) return errorNotice(errorMessageOf(error, texts.unannounced));
  return null;
}

/**
 * Says how a write went (docs/behaviour.md §1.2, §1.4): the success text, or a refusal's server
 * message in red under 错误提示. Statuses the base query announces are not announced twice.
 */
export async function settleMutation<R extends MutationOutcome>(
  dispatch: Dispatch,
  run: PromiseLike<R>,
  arg?: OutcomeArg,
): Promise<Settled<DataOf<R>>> {
  const texts = textsOf(arg);
  const outcome = await run;
  if (!outcome.error) {
    const { success } = texts;
    if (success) dispatch(noticeShown(typeof success === 'string' ? { kind: 'success', message: success } : success));
    return { data: outcome.data as DataOf<R> };
  }
  const notice = failureNotice(outcome.error, texts);
  if (notice) dispatch(noticeShown(notice));
  return null;
}

/**
 * settleMutation bound to the store: the one way a screen reports a write. `defaults` (a constant)
 * holds the texts every call of that screen shares; a call's own texts win.
 */
export function useMutationNotice(defaults?: OutcomeTexts) {
  const dispatch = useDispatch();
  return useCallback(
    <R extends MutationOutcome>(run: PromiseLike<R>, texts?: OutcomeArg): Promise<Settled<DataOf<R>>> =>
      settleMutation(dispatch, run, { ...defaults, ...textsOf(texts) }),
    [dispatch, defaults],
  );
}
