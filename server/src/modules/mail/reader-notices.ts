import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '../../db/database';
import { absoluteUrl, siteOrigin } from '../../lib/site-url';
import { composeNotice } from './compose';
import { enqueueMail } from './outbox';
import { unsubscribeToken } from './reader-links';
import { activeMail, siteName } from './settings';

/** A reply that may reach readers by mail (docs/behaviour.md §5.5). */
export interface ReplyNotice {
  /** The writer, who is never mailed about their own words. */
  authorId: number;
  /** The user answered, if any. */
  toUserId: number | null;
  /** The board post commented on, if any: its writer is told too. */
  messageId: number | null;
  heading: string;
  quoted: string;
  path: string;
}

/** Verified account addresses and anonymous posts' addresses, minus opt-outs and the writer's own. */
async function recipients(db: DB, notice: ReplyNotice): Promise<string[]> {
  const userIds = new Set<number>();
  const addresses = new Set<string>();
  if (notice.toUserId !== null) userIds.add(notice.toUserId);
  if (notice.messageId !== null) {
    const post = await db
      .selectFrom('messages')
      .select(['user_id', 'email'])
      .where('id', '=', notice.messageId)
      .executeTakeFirst();
    if (post?.user_id) userIds.add(post.user_id);
    else if (post?.email) addresses.add(post.email.toLowerCase());
  }
  userIds.delete(notice.authorId);
  if (userIds.size > 0) {
    const users = await db
      .selectFrom('users')
      .select('email')
      .where('id', 'in', [...userIds])
      .where('email_verified', '=', 1)
      .execute();
    for (const user of users) if (user.email) addresses.add(user.email.toLowerCase());
  }
  if (addresses.size === 0) return [];
  const optedOut = await db
    .selectFrom('mail_optouts')
    .select('address')
    .where('address', 'in', [...addresses])
    .execute();
  for (const row of optedOut) addresses.delete(row.address);
  return [...addresses];
}

/** Queues the reply mails in the caller's transaction, each with a one-click unsubscribe. */
export async function queueReplyMails(
  app: FastifyInstance,
  db: DB,
  request: FastifyRequest,
  notice: ReplyNotice,
  at: Date,
): Promise<void> {
  const mail = await activeMail(app, db);
  if (!mail) return;
  const to = await recipients(db, notice);
  if (to.length === 0) return;
  const origin = siteOrigin(request);
  const site = await siteName(db);
  for (const address of to) {
    const unsubscribe = absoluteUrl(origin, `/mail/unsubscribe?t=${unsubscribeToken(app, address)}`);
    const link = absoluteUrl(origin, notice.path);
    const message = composeNotice(site, { ...notice, to: address, link, unsubscribe });
    await enqueueMail(db, 'reply', message, at);
  }
}
