import type { FastifyInstance } from 'fastify';

// Links in readers' mails need no login (docs/behaviour.md §5.5): what they name is sealed by the
// secret box (AES-GCM, so it cannot be forged or altered), each kind under its own purpose.
const VERIFY = 'mail-verify';
const UNSUBSCRIBE = 'mail-unsubscribe';
/** A verification link holds for a day. */
export const VERIFY_TTL_MS = 24 * 3_600_000;

interface VerifyClaim {
  userId: number;
  email: string;
  expires: number;
}

export function verifyToken(app: FastifyInstance, userId: number, email: string, now: number): string {
  return app.secretBox(VERIFY).seal(JSON.stringify({ userId, email, expires: now + VERIFY_TTL_MS }));
}

export function openVerifyToken(app: FastifyInstance, token: string, now: number): VerifyClaim | null {
  const text = app.secretBox(VERIFY).open(token);
  if (!text) return null;
  const claim = JSON.parse(text) as VerifyClaim;
  return claim.expires > now ? claim : null;
}

export const unsubscribeToken = (app: FastifyInstance, address: string) => app.secretBox(UNSUBSCRIBE).seal(address);
export const openUnsubscribeToken = (app: FastifyInstance, token: string) => app.secretBox(UNSUBSCRIBE).open(token);
