import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '../../db/database';
import { absoluteUrl, siteOrigin } from '../../lib/site-url';
import { composeNotice } from './compose';
import { enqueueMail, type MailKind } from './outbox';
import { activeMail, siteName } from './settings';

/** Something about a user's own account that they must hear of by mail (docs/behaviour.md §4.7). */
export interface AccountNotice {
  userId: number;
  heading: string;
  quoted: string;
  path: string;
  /** `reset` for the 忘记密码 link (docs/behaviour.md §4.8); `account` by default. */
  kind?: Extract<MailKind, 'account' | 'reset'>;
}

/**
 * Queues the mail to the user's verified address, in the caller's transaction. No unsubscribe link:
 * a warning about one's own account is not a subscription, so an opt-out from replies does not stop it
 * (docs/behaviour.md §5.5). An unverified or missing address gets nothing.
 */
export async function queueAccountMail(
  app: FastifyInstance,
  db: DB,
  request: FastifyRequest,
  notice: AccountNotice,
  at: Date,
): Promise<void> {
  const mail = await activeMail(app, db);
  if (!mail) return;
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', notice.userId)
    .where('email_verified', '=', 1)
    .executeTakeFirst();
  if (!user?.email) return;
  const link = absoluteUrl(siteOrigin(request), notice.path);
  const { kind = 'account', ...words } = notice;
  const message = composeNotice(await siteName(db), { ...words, to: user.email, link });
  await enqueueMail(db, kind, message, at);
}
