import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkReaderEmail, normalisedEmail } from '@protocol/mailRules';
import type { DB } from '../../db/database';
import { businessError } from '../../lib/errors';
import { absoluteUrl, siteOrigin } from '../../lib/site-url';
import { now } from '../../lib/time';
import { composeNotice } from './compose';
import { enqueueMail } from './outbox';
import { verifyToken } from './reader-links';
import { activeMail, siteName } from './settings';

/**
 * A reader's address as given on 个人中心's 邮箱, a registration or an anonymous board post
 * (docs/behaviour.md §5.5): trimmed and lower-cased, '' for none; a malformed one is refused.
 */
export function readerEmail(raw: string | undefined): string {
  const problem = checkReaderEmail(raw);
  if (problem) throw businessError(problem);
  return normalisedEmail(raw);
}

/**
 * Stores a user's address (from readerEmail) unverified and, when mail is on, queues the mail with
 * its signed verification link in the caller's transaction (docs/behaviour.md §5.5). Answers whether
 * a mail was queued: none for '' (the address is cleared) or while mail is off.
 */
export async function saveUnverifiedEmail(
  app: FastifyInstance,
  db: DB,
  request: FastifyRequest,
  user: { id: number; email: string },
  at: number,
): Promise<boolean> {
  const { id, email } = user;
  await db
    .updateTable('users')
    .set({ email: email || null, email_verified: 0, updatedAt: now() })
    .where('id', '=', id)
    .execute();
  if (!email || !(await activeMail(app, db))) return false;
  const link = absoluteUrl(siteOrigin(request), `/mail/verify?t=${verifyToken(app, id, email, at)}`);
  const heading = '请验证你的邮箱';
  const quoted = '点击下面的链接完成验证（24 小时内有效）。验证后，有人回复你时会收到邮件。';
  await enqueueMail(
    db,
    'verify',
    composeNotice(await siteName(db), { to: email, heading, quoted, link }),
    new Date(at),
  );
  return true;
}
