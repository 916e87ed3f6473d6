import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@protocol/interactionRules';
import { businessError } from '../../lib/errors';
import { stripTagsOnce } from '../../lib/plain-text';
import { sanitizeRichText } from '../../lib/rich-text';

/**
 * The text to store for a comment: sanitised like chat text (plain text kept, a small safe list of
 * markup and our emoji images). Empty or too long after sanitising is a refusal the UI shows.
 */
export function cleanCommentContent(raw: string): string {
  const clean = sanitizeRichText(raw);
  if (!clean) throw businessError(COMMENT_MESSAGES.empty);
  if (Array.from(clean).length > COMMENT_MAX_LENGTH) throw businessError(COMMENT_MESSAGES.tooLong);
  return clean;
}

/**
 * A one-line plain-text excerpt for a notification. Notifications may be rendered as HTML, so
 * angle brackets become their full-width look-alikes: the excerpt can never form a tag.
 */
export function plainExcerpt(text: string, max = 40): string {
  const stripped = stripTagsOnce(text).replace(/</g, '＜').replace(/>/g, '＞').replace(/\s+/g, ' ').trim();
  const chars = Array.from(stripped);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : stripped;
}
