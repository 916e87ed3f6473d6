import type { MessageDraft } from './messageTypes';

/** Longest message, in characters (an emoji counts once). */
export const MESSAGE_MAX_LENGTH = 555;
/** Longest tag, in characters. */
export const TAG_MAX_LENGTH = 10;
export const FONT_SIZE_RANGE = { min: 12, max: 28 } as const;
export const FONT_WEIGHTS = [400, 500, 600, 700] as const;

export const MESSAGE_RULE_TEXT = {
  empty: '请输入留言内容',
  tooLong: `留言内容不能超过${MESSAGE_MAX_LENGTH}个字符`,
  noTag: '请选择或输入一个标签',
  tagTooLong: `标签不能超过${TAG_MAX_LENGTH}个字符`,
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
