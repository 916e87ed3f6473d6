import type { DB } from '../../db/database';

/*
 * WebAuthn challenges (docs/security.md "Passkeys"), kept in the database so every process agrees:
 * each is for one ceremony (`purpose`), bound to what asked (a session, a login ticket's hash, or ''
 * for a passkey-only sign-in), lives five minutes and is deleted by the request that uses it — the
 * DELETE decides, so a replayed or raced answer finds nothing.
 */

export const CHALLENGE_SECONDS = 5 * 60;
export const CHALLENGE_EXPIRED = '通行密钥验证已过期，请重试';

export type CeremonyPurpose = 'register' | 'check' | 'login' | 'second';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function keepChallenge(
  db: DB,
  challenge: string,
  purpose: CeremonyPurpose,
  boundTo: string,
  userId: number | null,
): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expiresAt', '<', nowSeconds()).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({ challenge, purpose, bound_to: boundTo, user_id: userId, expiresAt: nowSeconds() + CHALLENGE_SECONDS })
    .execute();
}

/** Uses the challenge once: true when it was live, for this ceremony and for this asker. */
export async function spendChallenge(
  db: DB,
  challenge: string,
  purpose: CeremonyPurpose,
  boundTo: string,
): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('bound_to', '=', boundTo)
    .where('expiresAt', '>=', nowSeconds())
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The challenge a browser signed, read from its clientDataJSON; '' when unreadable. */
export function signedChallenge(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = typeof data === 'object' && data !== null && 'challenge' in data ? data.challenge : '';
    return typeof challenge === 'string' ? challenge.slice(0, 128) : '';
  } catch {
    return '';
  }
}
