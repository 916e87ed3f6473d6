import crypto from 'node:crypto';
import type { DB } from '../../db/database';
import type { SecretBox } from '../../lib/secret-box';
import { now } from '../../lib/time';
import { hasPasskey } from './passkeys';
import { acceptTotpCode, hasTotp, spendRecoveryCode } from './totp';

/*
 * The second sign-in step (docs/security.md "Second factor"). A correct password for an account
 * with a second factor yields a ticket, not a token: 32 random bytes, kept only as a SHA-256,
 * bound to that user, good for one second step within five minutes.
 */

export const TICKET_SECONDS = 5 * 60;
export const SECOND_FACTOR_NEEDED = '需要二次验证';
export const BAD_CODE = '验证码错误';
export const TICKET_EXPIRED = '验证已过期，请重新登录';

export const hashTicket = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type SecondFactor = 'totp' | 'passkey';

/** The second factors a user has set up (empty: the password alone signs in). */
export async function secondFactorsOf(db: DB, userId: number): Promise<SecondFactor[]> {
  const [totp, passkey] = await Promise.all([hasTotp(db, userId), hasPasskey(db, userId)]);
  return [...(totp ? (['totp'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
}

/** What a ticket is for: the second step after the password, or an administrator's enrolment. */
export type TicketPurpose = 'second' | 'enrol';

export async function issueTicket(db: DB, userId: number, purpose: TicketPurpose = 'second'): Promise<string> {
  const ticket = crypto.randomBytes(32).toString('base64url');
  await db.deleteFrom('login_tickets').where('expiresAt', '<', nowSeconds()).execute();
  await db
    .insertInto('login_tickets')
    .values({ ticket_hash: hashTicket(ticket), user_id: userId, expiresAt: nowSeconds() + TICKET_SECONDS, purpose })
    .execute();
  return ticket;
}

/** The user a live, unused ticket of this purpose is for, or null. */
export async function ticketHolder(db: DB, ticket: string, purpose: TicketPurpose = 'second'): Promise<number | null> {
  const row = await db
    .selectFrom('login_tickets')
    .select('user_id')
    .where('ticket_hash', '=', hashTicket(ticket))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>=', nowSeconds())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Spends the ticket; false when another request spent it first. */
export async function spendTicket(db: DB, ticket: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('login_tickets')
    .set({ usedAt: now() })
    .where('ticket_hash', '=', hashTicket(ticket))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export type CodeKind = 'totp' | 'recovery';

/** Checks a code from the authenticator app or a recovery code; each is accepted once. */
export async function acceptCode(db: DB, box: SecretBox, userId: number, code: string): Promise<CodeKind | null> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return (await acceptTotpCode(db, box, userId, trimmed)) ? 'totp' : null;
  return (await spendRecoveryCode(db, userId, trimmed)) ? 'recovery' : null;
}
