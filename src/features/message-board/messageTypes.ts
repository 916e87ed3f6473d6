/** One message-board post as the server lists it. */
export interface BoardMessage {
  id: number;
  message: string;
  /** The server's own verdict that the text is markup it kept; the client's rule must agree too. */
  is_markup?: boolean;
  color: string;
  font_size: number;
  font_weight: number;
  bg_color: string;
  bg_url: string;
  /** null for a 游客 (anonymous) post, which nobody can edit later. */
  user_id: number | null;
  nick_name: string;
  avatar: string;
  tag: string;
  like_times: number;
  is_like?: boolean;
  comment_total?: number;
  createdAt: string;
}

export interface MessagePage {
  current: number;
  size: number;
  total: number;
  list: BoardMessage[];
}

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

export interface HotTag {
  tag: string;
  count: number;
}

/** Cards per page of the card list. */
export const MESSAGE_PAGE_SIZE = 12;
