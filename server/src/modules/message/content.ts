import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES, MESSAGE_TAG_MAX, isMessageColor } from '@protocol/boardRules';
import { containsMarkup } from '@protocol/markupRule';
import { badRequest, businessError } from '../../lib/errors';
import { isOwnImageUpload } from '../../lib/own-upload';
import type { ObjectStorage } from '../../lib/storage';
import { plainText } from '../../lib/plain-text';
import { sanitizeRichText } from '../../lib/rich-text';

export interface MessageInput {
  message: string;
  tag: string;
  color: string;
  bg_color: string;
  font_size: number;
  font_weight: number;
  bg_url: string;
}

/**
 * The text to store. Markup survives only when the sanitiser keeps it AND the markup rule
 * (docs/behaviour.md §6.1) would render it; otherwise the text is stored plain, tags removed, so
 * the client never shows sanitised tags as literal text nor renders anything the rule distrusts.
 */
export function cleanMessageText(raw: string): string {
  const sanitised = sanitizeRichText(raw);
  const text = sanitised && containsMarkup(sanitised) ? sanitised : plainText(sanitised);
  if (!text) throw businessError(MESSAGE_MESSAGES.empty);
  if (Array.from(text).length > MESSAGE_MAX_LENGTH) throw businessError(MESSAGE_MESSAGES.tooLong);
  return text;
}

/** Something that can start an element: what the sanitiser treats as markup. */
const TAG_START = /<[a-zA-Z/!?]/;

/**
 * Whether stored text is markup the client may render: the markup rule says so, it has a real tag
 * (`1 < 2 > 0` has none), and the sanitiser leaves it unchanged.
 */
export function isMarkup(text: string): boolean {
  return containsMarkup(text) && TAG_START.test(text) && sanitizeRichText(text) === text;
}

/** Validates and cleans a post's text, tag and style; refuses with the UI's messages. */
export async function cleanMessage(input: MessageInput, storage: ObjectStorage): Promise<MessageInput> {
  const message = cleanMessageText(input.message);
  const tag = plainText(input.tag);
  if (!tag) throw businessError(MESSAGE_MESSAGES.tagRequired);
  if (Array.from(tag).length > MESSAGE_TAG_MAX) throw businessError(MESSAGE_MESSAGES.tagTooLong);
  const color = input.color.trim();
  const bg_color = input.bg_color.trim();
  if (!isMessageColor(color) || !isMessageColor(bg_color)) throw badRequest(MESSAGE_MESSAGES.color);
  const bg_url = input.bg_url.trim();
  if (bg_url !== '' && !(await isOwnImageUpload(bg_url, storage))) throw badRequest(MESSAGE_MESSAGES.bgNotOwn);
  return { message, tag, color, bg_color, font_size: input.font_size, font_weight: input.font_weight, bg_url };
}
