import type { CommentTargetType } from '@protocol/interactionRules';

/** A comment as the server answers it (never an IP). */
export interface CommentItem {
  id: number;
  /** null for a top-level comment. */
  parent_id: number | null;
  type: number;
  for_id: number;
  from_id: number;
  from_name: string;
  from_avatar: string;
  /** For a reply: the user answered. */
  to_id: number | null;
  to_name: string | null;
  content: string;
  thumbs_up: number;
  is_like: boolean;
  reply_total: number;
  createdAt: string;
}

export interface CommentPage {
  current: number;
  size: number;
  total: number;
  list: CommentItem[];
}

/** Infinite-query data: the loaded pages in order. */
export interface CommentPages {
  pages: CommentPage[];
  pageParams: number[];
}

export type CommentOrder = 'hot' | 'new';

export interface CommentTarget {
  /** 1 article, 2 talk, 3 message-board post. */
  type: CommentTargetType;
  forId: number;
}

export interface ThreadArgs extends CommentTarget {
  order: CommentOrder;
}

export interface ReplyArgs extends CommentTarget {
  parentId: number;
}

export interface NewComment extends CommentTarget {
  content: string;
}

export interface NewReply extends ReplyArgs {
  /** The user answered: the parent's author or a replier under it. */
  toId: number;
  content: string;
}

export interface DeleteArgs extends CommentTarget {
  id: number;
  /** null for a top-level comment. */
  parentId: number | null;
}

export const PARENT_PAGE_SIZE = 10;
export const REPLY_PAGE_SIZE = 5;
