/** Characters (Chinese) or words (Latin) a reader gets through in a minute, for the 阅读时长 estimate. */
export const READ_PER_MINUTE = 300;

export { countWords } from '@protocol/wordCount';

/** Estimated minutes to read `words`; at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / READ_PER_MINUTE));
}

/** 原创 / 转载 / 翻译 for an article's type (1, 2, 3); anything else reads as 原创. */
export function originLabel(type: number): '原创' | '转载' | '翻译' {
  if (Number(type) === 2) return '转载';
  if (Number(type) === 3) return '翻译';
  return '原创';
}
