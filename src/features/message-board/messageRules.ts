import { MESSAGE_FONT_SIZE, MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES, MESSAGE_TAG_MAX } from '@protocol/boardRules';
import type { MessageDraft } from './messageTypes';

export { MESSAGE_MAX_LENGTH };
export const TAG_MAX_LENGTH = MESSAGE_TAG_MAX;
export const FONT_SIZE_RANGE = MESSAGE_FONT_SIZE;
/** The weights the form offers (the server takes any hundred from 100 to 900). */
export const FONT_WEIGHTS = [400, 500, 600, 700, 900] as const;

/** The same messages the server answers with, so the form and the API never disagree. */
export const MESSAGE_RULE_TEXT = {
  empty: MESSAGE_MESSAGES.empty,
  tooLong: MESSAGE_MESSAGES.tooLong,
  noTag: MESSAGE_MESSAGES.tagRequired,
  tagTooLong: MESSAGE_MESSAGES.tagTooLong,
} as const;

export interface DraftErrors {
  message?: string;
  tag?: string;
}

export const charCount = (text: string): number => Array.from(text).length;

/** The publish form's rules: not empty, at most 555 characters, a tag required. */
export function validateDraft(draft: Pick<MessageDraft, 'message' | 'tag'>): DraftErrors {
  const errors: DraftErrors = {};
  const text = draft.message.trim();
  if (!text) errors.message = MESSAGE_RULE_TEXT.empty;
  else if (charCount(text) > MESSAGE_MAX_LENGTH) errors.message = MESSAGE_RULE_TEXT.tooLong;
  const tag = draft.tag.trim();
  if (!tag) errors.tag = MESSAGE_RULE_TEXT.noTag;
  else if (charCount(tag) > TAG_MAX_LENGTH) errors.tag = MESSAGE_RULE_TEXT.tagTooLong;
  return errors;
}

export const hasErrors = (errors: DraftErrors): boolean => Boolean(errors.message || errors.tag);

/** The writer may edit or delete a post: its logged-in owner, or the admin. 游客 posts belong to nobody. */
export function canManage(
  message: { user_id: number | null },
  viewer: { id: number; role: number } | null | undefined,
): boolean {
  if (!viewer) return false;
  return viewer.role === 1 || (message.user_id !== null && message.user_id === viewer.id);
}
