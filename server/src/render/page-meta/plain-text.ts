import { markdownPlainText } from '../../lib/markdown-text';

export { markdownPlainText } from '../../lib/markdown-text';

/** How many characters of an article's text stand in for a missing description. */
export const EXCERPT_LENGTH = 120;

/** At most `length` characters (code points, so no emoji is cut in half), with … when cut. */
export function truncateText(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, length).join('').trimEnd()}…`;
}

/**
 * Parsing a whole long article for 120 characters costs milliseconds per uncached page, so the
 * Markdown is read in growing prefixes until one yields enough text (a prefix can cut a block in
 * half; only its last words could differ, and they are past the 120 kept unless the prefix is short).
 */
const PREFIXES = [2_000, 16_000];

/** An article's own description, or the first 120 characters of its text. */
export function articleDescription(description: string | null | undefined, content: string): string {
  const own = description?.replace(/\s+/g, ' ').trim();
  if (own) return own;
  for (const size of PREFIXES) {
    if (content.length <= size) break;
    const text = markdownPlainText(content.slice(0, size));
    // More than needed, so the cut block's last words are not among the 120 kept.
    if (Array.from(text).length > EXCERPT_LENGTH * 2) return truncateText(text, EXCERPT_LENGTH);
  }
  return truncateText(markdownPlainText(content), EXCERPT_LENGTH);
}
