import type { ArticleStatusName } from '../api/adminTypes';

/** Stored status numbers: 1 public, 2 private, 3 draft. */
export const STATUS_LABELS: Record<ArticleStatusName, string> = { public: '公开', private: '私密', draft: '草稿' };

const BY_NUMBER: Record<number, ArticleStatusName> = { 1: 'public', 2: 'private', 3: 'draft' };

/** The status name of a stored status (number or name); unknown values count as draft. */
export function statusName(status: number | string | null | undefined): ArticleStatusName {
  if (typeof status === 'string' && status in STATUS_LABELS) return status as ArticleStatusName;
  return BY_NUMBER[Number(status)] ?? 'draft';
}
