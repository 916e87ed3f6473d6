/** Words that make a text untrusted even when it has tags (docs/behaviour.md §6.1). */
export const SUSPICIOUS_WORDS = [
  'script',
  'alert',
  'window',
  'prompt',
  'location',
  'href',
  'iframe',
  'onload',
  'onerror',
] as const;

const TAG = /<[^<>]+>/;

/**
 * docs/behaviour.md §6.1: a text counts as containing markup when it has angle-bracket tags and
 * none of the suspicious words (case-insensitive). The server stores message-board text as markup
 * only when this rule and its sanitiser agree, so client and server read the same text the same way.
 */
export function containsMarkup(text: string | null | undefined): boolean {
  if (!text || !TAG.test(text)) return false;
  const lower = text.toLowerCase();
  return !SUSPICIOUS_WORDS.some((word) => lower.includes(word));
}
