import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The 忘记密码 link (docs/behaviour.md §4.8, docs/security.md "Password reset"): sealed by the secret
// box under its own purpose, so it cannot be forged or altered. It is single-use without a table:
// it carries a fingerprint of the password hash and token_version it was made for, and once the
// password changes (this link used, or any other change) the fingerprint no longer matches.
const PURPOSE = 'password-reset';
/** A reset link holds for 30 minutes. */
export const RESET_TTL_MS = 30 * 60_000;
export const RESET_LINK_INVALID = '重设链接无效或已过期';

/** What a link is checked against: the account's current password hash and token version. */
export interface ResetState {
  password_hash: string;
  token_version: number;
}

interface ResetClaim {
  userId: number;
  expires: number;
  fingerprint: string;
}

/** Not the hash itself: the link only needs to tell whether the password is still the same. */
const fingerprintOf = (state: ResetState) =>
  createHash('sha256').update(`${state.token_version}:${state.password_hash}`).digest('base64url').slice(0, 22);

export function resetToken(app: FastifyInstance, userId: number, state: ResetState, now: number): string {
  const claim: ResetClaim = { userId, expires: now + RESET_TTL_MS, fingerprint: fingerprintOf(state) };
  return app.secretBox(PURPOSE).seal(JSON.stringify(claim));
}

/** The user a link names while it is intact and unexpired; `matches` tells whether it is still unused. */
export function openResetToken(app: FastifyInstance, token: string, now: number) {
  const text = app.secretBox(PURPOSE).open(token);
  if (!text) return null;
  const claim = JSON.parse(text) as ResetClaim;
  if (!(claim.expires > now)) return null;
  return { userId: claim.userId, matches: (state: ResetState) => fingerprintOf(state) === claim.fingerprint };
}
