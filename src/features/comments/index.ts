// Comments under articles, talks and message-board posts.
export { CommentSection, type CommentSectionProps } from './CommentSection';
export { commentsApi } from './commentsApi';
export type { CommentItem, CommentOrder } from './commentTypes';
