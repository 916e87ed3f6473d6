/**
 * Comment and like rules shared by the SPA (input limits, headers) and the server (which enforces
 * them again, since a client can be bypassed).
 */

/** Comment and like targets: 1 article, 2 talk, 3 message-board post, 4 comment (likes only). */
export const TARGET = { article: 1, talk: 2, message: 3, comment: 4 } as const;
export type LikeTargetType = (typeof TARGET)[keyof typeof TARGET];
export type CommentTargetType = Exclude<LikeTargetType, typeof TARGET.comment>;

/** Longest comment after sanitising, in characters (an emoji counts once). */
export const COMMENT_MAX_LENGTH = 500;

export const COMMENT_MESSAGES = {
  empty: '请输入评论内容',
  tooLong: `评论内容过长，最多 ${COMMENT_MAX_LENGTH} 个字符`,
} as const;

/**
 * An anonymous visitor's likes are keyed by a random id the browser makes once and sends in this
 * header (never the IP, which many readers share and which changes).
 */
export const VISITOR_HEADER = 'x-visitor-id';
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}
