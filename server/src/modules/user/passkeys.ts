import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db/database';
import { AppError, businessError } from '../../lib/errors';
import { siteOrigin } from '../../lib/site-url';
import { now } from '../../lib/time';
import { ISSUER } from './totp';
import {
  CHALLENGE_EXPIRED,
  CHALLENGE_SECONDS,
  keepChallenge,
  signedChallenge,
  spendChallenge,
} from './webauthn-challenges';
import type { CeremonyPurpose } from './webauthn-challenges';

/*
 * Passkeys (docs/security.md "Passkeys"): WebAuthn ceremonies through @simplewebauthn/server. The
 * relying party is the site's own origin — SITE_URL, or without it the address the page was served
 * from (localhost in development; WebAuthn takes no IP address such as 127.0.0.1) — so a passkey
 * made for any other origin is refused.
 */

export const PASSKEY_FAILED = '通行密钥验证失败，请重试';
export const PASSKEY_UNKNOWN = '该通行密钥未在本站登记';
export const PASSKEY_DUPLICATE = '该通行密钥已添加';
export const NO_PASSKEY = '尚未添加通行密钥';

export interface RelyingParty {
  rpID: string;
  origin: string;
}

/** Told when the site is reached by an IP address: WebAuthn's RP ID must be a domain name. */
export const PASSKEY_NEEDS_DOMAIN = '通行密钥需要通过域名访问本站（本机开发请使用 localhost）';

export function relyingParty(request: FastifyRequest): RelyingParty {
  const { origin, hostname } = new URL(siteOrigin(request));
  if (isIP(hostname.replace(/^\[|\]$/g, ''))) throw businessError(PASSKEY_NEEDS_DOMAIN);
  return { rpID: hostname, origin };
}

const transportsOf = (text: string) => (text ? (text.split(',') as AuthenticatorTransport[]) : undefined);
/** The user handle a passkey keeps: the account's ID, which names no one. */
const userHandle = (userId: number) => new TextEncoder().encode(String(userId));

export async function passkeysOf(db: DB, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'transports', 'createdAt', 'lastUsedAt'])
    .where('user_id', '=', userId)
    .orderBy('createdAt')
    .execute();
}

export async function hasPasskey(db: DB, userId: number): Promise<boolean> {
  return (await db.selectFrom('passkeys').select('id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** Creation options for a new passkey of `user`; the challenge is bound to the session that asked. */
export async function registrationOptions(
  db: DB,
  rp: RelyingParty,
  user: { id: number; username: string },
  sessionId: string,
) {
  const existing = await passkeysOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: ISSUER,
    rpID: rp.rpID,
    userName: user.username,
    userID: userHandle(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await keepChallenge(db, options.challenge, 'register', sessionId, user.id);
  return options;
}

/** Verifies a new credential against the session's challenge and keeps it under `name`. */
export async function registerPasskey(
  db: DB,
  rp: RelyingParty,
  owner: { userId: number; sessionId: string; name: string },
  credential: RegistrationResponseJSON,
) {
  const challenge = signedChallenge(credential.response.clientDataJSON);
  if (!(await spendChallenge(db, challenge, 'register', owner.sessionId))) throw businessError(CHALLENGE_EXPIRED);
  const verified = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw businessError(PASSKEY_FAILED);
  const { id, publicKey, counter, transports } = verified.registrationInfo.credential;
  const row = {
    id,
    user_id: owner.userId,
    name: owner.name,
    public_key: Buffer.from(publicKey).toString('base64url'),
    counter,
    transports: (transports ?? []).join(','),
    createdAt: now(),
    lastUsedAt: null,
  };
  try {
    await db.insertInto('passkeys').values(row).execute();
  } catch (error) {
    if (/unique|duplicate/i.test(String((error as Error).message))) throw businessError(PASSKEY_DUPLICATE);
    throw error;
  }
  return { id, name: row.name, createdAt: row.createdAt, lastUsedAt: null };
}

/**
 * Request options: for `userId`'s passkeys, or (null) for any discoverable one — signing in with a
 * passkey alone. The challenge is kept for `purpose` and bound to `boundTo`.
 */
export async function authenticationOptions(
  db: DB,
  rp: RelyingParty,
  ceremony: { purpose: CeremonyPurpose; boundTo: string; userId: number | null },
) {
  const keys = ceremony.userId === null ? [] : await passkeysOf(db, ceremony.userId);
  if (ceremony.userId !== null && keys.length === 0) throw businessError(NO_PASSKEY);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    userVerification: 'preferred',
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await keepChallenge(db, options.challenge, ceremony.purpose, ceremony.boundTo, ceremony.userId);
  return options;
}

/**
 * Checks an assertion: its challenge live and spent now, the credential registered here (to
 * `userId` when given), the signature right and the counter moved on. Answers the owner's ID, or the
 * refusal (an AppError with the Chinese reason) — never throws for a bad assertion.
 */
export async function verifyAssertion(
  db: DB,
  rp: RelyingParty,
  ceremony: { purpose: CeremonyPurpose; boundTo: string; userId: number | null },
  assertion: AuthenticationResponseJSON,
): Promise<number | AppError> {
  const challenge = signedChallenge(assertion.response.clientDataJSON);
  if (!(await spendChallenge(db, challenge, ceremony.purpose, ceremony.boundTo)))
    return businessError(CHALLENGE_EXPIRED);
  const key = await db.selectFrom('passkeys').selectAll().where('id', '=', assertion.id).executeTakeFirst();
  if (!key || (ceremony.userId !== null && key.user_id !== ceremony.userId)) return businessError(PASSKEY_UNKNOWN);
  const counter = Number(key.counter);
  const verified = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: key.id,
      publicKey: Buffer.from(key.public_key, 'base64url'),
      counter,
      transports: transportsOf(key.transports),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return businessError(PASSKEY_FAILED);
  // The counter moves only forward: of two requests racing with one signature, one wins.
  const { numUpdatedRows } = await db
    .updateTable('passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now() })
    .where('id', '=', key.id)
    .where('counter', '=', key.counter)
    .executeTakeFirst();
  return numUpdatedRows > 0n ? key.user_id : businessError(PASSKEY_FAILED);
}

export async function removePasskey(db: DB, userId: number, id: string): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}
