import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { DB } from '../../db/database';
import type { SecretBox } from '../../lib/secret-box';
import { now } from '../../lib/time';

/*
 * Time-based one-time codes (RFC 6238) and recovery codes (docs/security.md "Second factor"). The
 * seed is sealed by the secret box under 'totp-seed'; a code is accepted one step either side
 * (±30 s of clock drift), and only for a step newer than the last one accepted, so a code seen over
 * a shoulder cannot be used again within its window.
 */

export const TOTP_PURPOSE = 'totp-seed';
export const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;
/** The issuer shown in the authenticator app beside the username. */
export const ISSUER = 'Inkstone 砚';

const totpOf = (secret: string, username = '') =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** A new seed, kept pending (sealed) until a first code confirms it; answers what the app needs. */
export async function beginTotp(db: DB, box: SecretBox, userId: number, username: string): Promise<TotpEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const sealed = box.seal(secret);
  await db
    .insertInto('totp_factors')
    .values({ user_id: userId, pending: sealed })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending: sealed }))
    .execute();
  const otpauthUrl = totpOf(secret, username).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The step a six-digit code matches (±1 around now), or null. */
function matchingStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Accepts a code for the confirmed seed at most once: the step is recorded in the same UPDATE that
 * checks it is newer than the last, so two requests racing with one code cannot both pass.
 */
export async function acceptTotpCode(db: DB, box: SecretBox, userId: number, code: string): Promise<boolean> {
  const row = await db.selectFrom('totp_factors').select('secret').where('user_id', '=', userId).executeTakeFirst();
  const secret = row?.secret ? box.open(row.secret) : null;
  if (!secret) return false;
  const step = matchingStep(secret, code, Date.now());
  if (step === null) return false;
  const { numUpdatedRows } = await db
    .updateTable('totp_factors')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Confirms the pending seed with its first code; false when the code does not match it. */
export async function confirmTotp(db: DB, box: SecretBox, userId: number, code: string): Promise<boolean> {
  const row = await db.selectFrom('totp_factors').select('pending').where('user_id', '=', userId).executeTakeFirst();
  const pending = row?.pending ? box.open(row.pending) : null;
  if (!pending) return false;
  const step = matchingStep(pending, code, Date.now());
  if (step === null) return false;
  const { numUpdatedRows } = await db
    .updateTable('totp_factors')
    .set({ secret: row?.pending ?? null, pending: null, last_step: step, enabledAt: now() })
    .where('user_id', '=', userId)
    .where('pending', '=', row?.pending ?? '')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export async function hasTotp(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('totp_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('secret', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the authenticator app and the recovery codes that belong to it. */
export async function removeTotp(db: DB, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}

const hashCode = (code: string) =>
  crypto
    .createHash('sha256')
    .update(code.toLowerCase().replace(/[\s-]+/g, ''))
    .digest('hex');

/** Ten new codes (`xxxxx-xxxxx`, 50 random bits each) replacing the old ones; only hashes are kept. */
export async function newRecoveryCodes(db: DB, userId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const pick = () => alphabet[crypto.randomInt(alphabet.length)];
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, pick).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ code_hash: hashCode(code), user_id: userId })))
      .execute();
  });
  return codes;
}

/** Uses a recovery code once: the UPDATE that marks it used is what decides. */
export async function spendRecoveryCode(db: DB, userId: number, code: string): Promise<boolean> {
  if (!/^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim())) return false;
  const { numUpdatedRows } = await db
    .updateTable('recovery_codes')
    .set({ usedAt: now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashCode(code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export async function recoveryCodesLeft(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
