import { createContext, useContext } from 'react';
import type { CommentItem, CommentTarget } from './commentTypes';

/** What every thread of one section shares: the target, the viewer's rights and the actions. */
export interface CommentSectionValue extends CommentTarget {
  ownerId?: number;
  mayDelete: (item: CommentItem) => boolean;
  /** Opens the reply editor under the thread of `item`, addressed to its author. */
  startReply: (item: CommentItem) => void;
  askDelete: (item: CommentItem) => void;
}

export const CommentSectionContext = createContext<CommentSectionValue | null>(null);

export function useCommentSection(): CommentSectionValue {
  const value = useContext(CommentSectionContext);
  if (!value) throw new Error('useCommentSection outside CommentSection');
  return value;
}
