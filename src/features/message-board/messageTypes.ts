import type { Result } from '@/shared/api/contractTypes';

/**
 * One message-board post as the server lists it (protocol/api/message.ts): `user_id` is null for a
 * 游客 (anonymous) post, which nobody can edit later; `is_markup` is the server's own verdict that
 * the text is markup it kept (the client's rule must agree too).
 */
export type { MessageItem as BoardMessage } from '@protocol/api/message';

export type MessagePage = Result<'message.list'>;

/** What the card list is filtered by: a hot tag ('' = 全部) and a search text. */
export interface MessageFilter {
  tag: string;
  message: string;
}

/** The fields a writer chooses on the publish form. */
export interface MessageDraft {
  message: string;
  color: string;
  font_size: number;
  font_weight: number;
  bg_color: string;
  bg_url: string;
  tag: string;
}

export type HotTag = Result<'message.hotTags'>[number];

/** Cards per page of the card list. */
export const MESSAGE_PAGE_SIZE = 12;
