import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../../lib/auth-user';
import { findTarget } from '../../lib/interaction-targets';
import type { CommentTargetType } from '@protocol/interactionRules';
import { notifyComment, readerCommentMail } from './notifications';

/**
 * A held comment tells nobody (docs/behaviour.md §13.2); once approved it tells whom it would have
 * told at once — the user answered, the owner of what it is on, by the bell and (readers) by mail —
 * except the admin who approved it, who has just read it. The author's own mail is not sent either:
 * the author is who approved it.
 */
export async function announceApproved(app: FastifyInstance, request: FastifyRequest, ids: number[]): Promise<void> {
  const approver = signedInUser(request).id;
  const rows = await app.db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.from_id')
    .select(['c.id', 'c.type', 'c.for_id', 'c.from_id', 'c.to_id', 'c.content', 'u.nick_name'])
    .where('c.id', 'in', ids)
    .orderBy('c.id')
    .execute();
  for (const row of rows) {
    const type = row.type as CommentTargetType;
    const target = await findTarget(app.db, type, row.for_id);
    if (!target) continue;
    const event = {
      type,
      forId: row.for_id,
      target,
      authorId: row.from_id,
      authorName: row.nick_name,
      content: row.content,
      toId: row.to_id,
    };
    await app.mail.notifyReaders(app.db, request, readerCommentMail(event, row.id));
    await notifyComment(app, event, [approver]);
  }
  app.mail.worker.poke();
}
