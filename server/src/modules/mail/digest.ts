import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database';
import { formatDateTime, now } from '../../lib/time';
import { composeDigest, digestPush, type DigestItem } from './digest-compose';
import { enqueueMail } from './outbox';
import { activeMail, siteName } from './settings';
import { enqueuePushes } from './webhooks/outbox';

const ROW_ID = 1;

/** Keeps an author's notice for the daily digest, in the caller's transaction (docs/behaviour.md §5.4). */
export async function collectForDigest(db: DB, item: DigestItem): Promise<void> {
  await db
    .insertInto('author_digest_items')
    .values({ ...item, createdAt: now() })
    .execute();
}

/**
 * Takes every collected item, in the caller's transaction. A DELETE … RETURNING is the claim: a second
 * process's DELETE waits for the first to commit and then finds nothing (SQLite and PostgreSQL alike).
 */
async function takeItems(db: DB): Promise<DigestItem[]> {
  const rows = await db.deleteFrom('author_digest_items').returning(['id', 'heading', 'quoted', 'link']).execute();
  return rows.sort((a, b) => a.id - b.id).map(({ heading, quoted, link }) => ({ heading, quoted, link }));
}

/** Queues the digest mail (when mail is on) and one push per enabled channel, like a single notice. */
async function queueDigest(app: FastifyInstance, db: DB, day: string, items: DigestItem[], at: Date) {
  const site = await siteName(db);
  const mail = await activeMail(app, db);
  if (mail) await enqueueMail(db, 'digest', composeDigest(site, mail.notifyAddress, day, items), at);
  await enqueuePushes(db, 'digest', digestPush(site, day, items), at);
}

/** Moves `digest_day` to today unless another process did: the day's one claim (a conditional UPDATE). */
async function claimDay(db: DB, day: string): Promise<boolean> {
  const claimed = await db
    .updateTable('mail_settings')
    .set({ digest_day: day })
    .where('id', '=', ROW_ID)
    .where('author_digest', '=', 1)
    .where('digest_day', '!=', day)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * The daily digest (docs/behaviour.md §5.4), run by the mail worker before each run. At or after the
 * chosen hour in BLOG_TZ the first process to claim the day takes the collected items and queues one
 * digest in one transaction; nothing collected, no mail. A process that dies between the claim and
 * that transaction leaves the items for the next day's digest, never sends them twice. With the
 * digest switched off, what is still collected goes at once as one last digest.
 * Answers whether this process queued a digest.
 */
export async function runDigest(app: FastifyInstance, at: Date): Promise<boolean> {
  const local = formatDateTime(at, app.config.timeZone);
  const day = local.slice(0, 10);
  const settings = await app.db
    .selectFrom('mail_settings')
    .select(['author_digest', 'digest_hour', 'digest_day'])
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  if (settings?.author_digest) {
    const due = Number(local.slice(11, 13)) >= settings.digest_hour && settings.digest_day !== day;
    if (!due || !(await claimDay(app.db, day))) return false;
  } else if (!(await app.db.selectFrom('author_digest_items').select('id').limit(1).executeTakeFirst())) return false;
  return app.db.transaction().execute(async (trx) => {
    const items = await takeItems(trx);
    if (items.length === 0) return false;
    await queueDigest(app, trx, day, items, at);
    return true;
  });
}
