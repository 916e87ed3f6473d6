import type { CommentTargetType } from '@protocol/interactionRules';
import type { FormGuardInput } from '@protocol/spamRules';

import type { Result } from '@/shared/api/contractTypes';

/** A comment as the server answers it (protocol/api/comment.ts; never an IP). */
export type { CommentItem } from '@protocol/api/comment';

/** One page of comments or of replies (the same shape for both). */
export type CommentPage = Result<'comment.parents'>;

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
  /** The form's hidden fields (docs/behaviour.md §13.1). */
  guard: FormGuardInput;
}

export interface NewReply extends ReplyArgs {
  /** The user answered: the parent's author or a replier under it. */
  toId: number;
  content: string;
  guard: FormGuardInput;
}

export interface DeleteArgs extends CommentTarget {
  id: number;
  /** null for a top-level comment. */
  parentId: number | null;
}

export const PARENT_PAGE_SIZE = 10;
export const REPLY_PAGE_SIZE = 5;
