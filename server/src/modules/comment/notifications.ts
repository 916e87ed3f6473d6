import type { FastifyInstance } from 'fastify';
import type { TargetInfo } from '../../lib/interaction-targets';
import type { NotifyType } from '../notify';
import { heldNotice, type AuthorNotice, type ReplyNotice } from '../mail';
import { plainExcerpt } from './content';
import { TARGET, type CommentTargetType } from '@protocol/interactionRules';

const WHAT: Record<CommentTargetType, string> = {
  [TARGET.article]: '文章',
  [TARGET.talk]: '说说',
  [TARGET.message]: '留言',
};

export interface CommentEvent {
  type: CommentTargetType;
  forId: number;
  target: TargetInfo;
  authorId: number;
  authorName: string;
  content: string;
  /** For a reply: the user answered. */
  toId: number | null;
}

/**
 * A comment notifies the owner of the thing commented on; a reply also notifies the user answered.
 * Nobody is told about their own words, and nobody twice. Notification type and `to_id` follow
 * the target (1 article → article id, 2 talk, 3 message board).
 */
export async function notifyComment(
  app: FastifyInstance,
  event: CommentEvent,
  /** Users told nothing besides the writer: the admin who approved a held comment. */
  quiet: readonly number[] = [],
): Promise<void> {
  const who = plainExcerpt(event.authorName, 20) || '有人';
  const said = plainExcerpt(event.content);
  const title = event.target.title ? `《${plainExcerpt(event.target.title, 30)}》` : '';
  const told = new Set<number>([event.authorId, ...quiet]);
  // A comment's target and its notification share the numbers 1 article, 2 talk, 3 message board.
  const notifyType: NotifyType = event.type;
  if (event.toId !== null && !told.has(event.toId)) {
    told.add(event.toId);
    await app.notify(
      event.toId,
      notifyType,
      event.forId,
      `${who} 回复了你在${WHAT[event.type]}${title}下的评论：${said}`,
    );
  }
  const owner = event.target.ownerId;
  if (owner !== null && !told.has(owner)) {
    const message =
      event.toId !== null
        ? `${who} 在你的${WHAT[event.type]}${title}下回复了评论：${said}`
        : `${who} 评论了你的${WHAT[event.type]}${title}：${said}`;
    await app.notify(owner, notifyType, event.forId, message);
  }
}

/** Where a comment is read: its target's page, at the comment itself (docs/behaviour.md §5.4). */
function commentPath(type: CommentTargetType, forId: number, commentId: number): string {
  const page = type === TARGET.article ? '/article' : type === TARGET.talk ? '/talk' : '/message/detail';
  return `${page}?id=${forId}#comment-${commentId}`;
}

/** `小明 评论了文章《…》` / `小明 在文章《…》下回复了评论`: the author's heading for a comment. */
function authorHeading(event: CommentEvent): string {
  const who = plainExcerpt(event.authorName, 20) || '有人';
  const title = event.target.title ? `《${plainExcerpt(event.target.title, 30)}》` : '';
  const what = `${WHAT[event.type]}${title}`;
  return event.toId !== null ? `${who} 在${what}下回复了评论` : `${who} 评论了${what}`;
}

/**
 * The author's mail about a comment or reply (docs/behaviour.md §5.4), in the comment's transaction;
 * a held one says 待审核 and links to the review queue (docs/behaviour.md §13.2).
 */
export function authorCommentMail(event: CommentEvent, commentId: number, held = false): AuthorNotice {
  if (held) return heldNotice(authorHeading(event), event.content);
  return {
    kind: 'comment',
    heading: authorHeading(event),
    quoted: event.content,
    path: commentPath(event.type, event.forId, commentId),
  };
}

/** Readers' mail about a reply (docs/behaviour.md §5.5): the user answered, and a board post's writer. */
export function readerCommentMail(event: CommentEvent, commentId: number): ReplyNotice {
  const who = plainExcerpt(event.authorName, 20) || '有人';
  const title = event.target.title ? `《${plainExcerpt(event.target.title, 30)}》` : '';
  return {
    authorId: event.authorId,
    toUserId: event.toId,
    messageId: event.type === TARGET.message ? event.forId : null,
    heading: `${who} 在${WHAT[event.type]}${title}下回复了你`,
    quoted: event.content,
    path: commentPath(event.type, event.forId, commentId),
  };
}
