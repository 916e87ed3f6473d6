import { randomUUID } from 'node:crypto';
import type { DB } from '../db/database';
import { currentTimeZone, formatDateTime, now } from './time';
import { summariseUserAgent } from './user-agent';

/*
 * Server-side sessions (docs/security.md "Sessions"): one row per login, named by the token's `sid`.
 * The auth check reads the row on every authenticated request (a primary-key lookup joined to the
 * user it already loads), uncached, so a logout on one process holds on every other at once with
 * nothing to invalidate.
 */

export interface NewSession {
  userId: number;
  userAgent: string | undefined;
  /** The client's /24 or /48 network (address-prefix.ts); '' when unknown. */
  addressPrefix: string;
  /** When the token expires, in seconds since the epoch (the JWT's `exp`). */
  expiresAtSeconds: number;
}

/** Records a login's session and prunes that user's sessions whose tokens have expired. */
export async function startSession(db: DB, id: string, session: NewSession): Promise<void> {
  const stamp = now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').where('user_id', '=', session.userId).where('expiresAt', '<', stamp).execute();
    await trx
      .insertInto('sessions')
      .values({
        id,
        user_id: session.userId,
        user_agent: summariseUserAgent(session.userAgent),
        address_prefix: session.addressPrefix,
        createdAt: stamp,
        lastSeenAt: stamp,
        expiresAt: formatDateTime(new Date(session.expiresAtSeconds * 1000), currentTimeZone()),
      })
      .execute();
  });
}

export const newSessionId = (): string => randomUUID();

/** Marks a live session seen, at most once an hour: a write per hour per session, not per request. */
export async function markSeen(db: DB, id: string, lastSeenAt: string): Promise<void> {
  const stamp = now();
  if (lastSeenAt.slice(0, 13) === stamp.slice(0, 13)) return; // 'YYYY-MM-DD HH': the same hour
  await db.updateTable('sessions').set({ lastSeenAt: stamp }).where('id', '=', id).execute();
}

/** Ends one session (logout). Revoking twice keeps the first time. */
export async function revokeSession(db: DB, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now() })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every live session of a user (password change, account disabled), so the table says what holds. */
export async function revokeUserSessions(db: DB, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now() })
    .where('user_id', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** A user's live sessions, newest first (docs/security.md "Signed-in devices"). */
export async function liveSessions(db: DB, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'address_prefix', 'createdAt', 'lastSeenAt'])
    .where('user_id', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>=', now())
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: DB, userId: number, id: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('sessions')
    .set({ revokedAt: now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Whether the user has signed in before, and whether ever from this device and network. */
export async function deviceHistory(db: DB, userId: number, userAgent: string | undefined, prefix: string) {
  const rows = await db
    .selectFrom('sessions')
    .select(['user_agent', 'address_prefix'])
    .where('user_id', '=', userId)
    .execute();
  const device = summariseUserAgent(userAgent);
  return {
    signedInBefore: rows.length > 0,
    known: rows.some((row) => row.user_agent === device && row.address_prefix === prefix),
    device,
  };
}
