/** docs/behaviour.md §6.1: words that make a text untrusted even when it has tags. */
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
 * docs/behaviour.md §6.1: a text counts as containing markup when it has angle-bracket tags and none of the
 * suspicious words. Words are matched case-insensitively so `<SCRIPT>` does not slip through.
 * Callers still run DOMPurify before rendering (docs/architecture.md).
 */
export function containsMarkup(text: string | null | undefined): boolean {
  if (!text || !TAG.test(text)) return false;
  const lower = text.toLowerCase();
  return !SUSPICIOUS_WORDS.some((word) => lower.includes(word));
}
