import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallenge } from '@protocol/api/spam';
import { CAPTCHA_TTL_MINUTES, SPAM_MESSAGES } from '@protocol/spamRules';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';
import { businessError } from '../../lib/errors';
import { readSettings } from './settings';

/** What the captcha needs of the app: settings, the database for spent solutions, and "now". */
export type CaptchaHost = Pick<FastifyInstance, 'db' | 'config' | 'clock'>;

/** One SHA-256 per attempt: the counter alone sets the work, like ALTCHA v1's max number. */
const ALGORITHM = 'SHA-256';

/** A verified, not yet spent solution: its signature, spent once the whole submission passed. */
export interface CaptchaTicket {
  signature: string;
  expiresAt: Date;
}

/** The payload the widget sends, base64 JSON; null when it is not even that. */
function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { challenge, solution } = parsed as { challenge?: Challenge; solution?: Solution };
    if (typeof challenge?.parameters !== 'object' || challenge.parameters === null) return null;
    if (typeof challenge.signature !== 'string' || typeof solution !== 'object' || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA, docs/behaviour.md §13.1). Challenges are signed
 * with HMAC keys derived from the server's secret, so every process sharing it verifies them
 * without state; a solution is spent once, recorded in `captcha_uses` until its challenge expires.
 */
export class Captcha {
  private readonly signingKey: string;
  private readonly keySigningKey: string;

  constructor(
    private readonly host: CaptchaHost,
    serverSecret: string,
  ) {
    const derive = (purpose: string) =>
      Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'inkstone captcha', purpose, 32)).toString('hex');
    this.signingKey = derive('challenge');
    this.keySigningKey = derive('derived-key');
  }

  /** A fresh challenge at the desk's difficulty: its counter is hidden somewhere in 1…max. */
  async challenge(): Promise<CaptchaChallenge> {
    const settings = await readSettings(this.host.db, this.host.config);
    const expiresAt = new Date(this.host.clock.now().getTime() + CAPTCHA_TTL_MINUTES * 60_000);
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(settings.captcha_max_number),
      deriveKey,
      expiresAt,
      hmacSignatureSecret: this.signingKey,
      hmacKeySignatureSecret: this.keySigningKey,
    });
    return challenge as CaptchaChallenge;
  }

  /**
   * Checks a submission's solution; the admin needs none (null). Throws the Chinese refusal for a
   * missing, damaged, tampered, expired or already spent one. Spending is separate (`spend`).
   */
  async verify(payload: string | undefined, writer: AuthUser | null): Promise<CaptchaTicket | null> {
    if (writer?.role === ADMIN_ROLE) return null;
    if (!payload) throw businessError(SPAM_MESSAGES.captchaRequired);
    const parsed = parsePayload(payload);
    if (!parsed) throw businessError(SPAM_MESSAGES.captchaFailed);
    const expiresAt = parsed.challenge.parameters.expiresAt;
    if (typeof expiresAt !== 'number') throw businessError(SPAM_MESSAGES.captchaFailed);
    if (expiresAt * 1000 <= this.host.clock.now().getTime()) throw businessError(SPAM_MESSAGES.captchaExpired);
    const result = await verifySolution({
      ...parsed,
      deriveKey,
      hmacSignatureSecret: this.signingKey,
      hmacKeySignatureSecret: this.keySigningKey,
    }).catch(() => null);
    if (result?.expired) throw businessError(SPAM_MESSAGES.captchaExpired);
    if (!result?.verified) throw businessError(SPAM_MESSAGES.captchaFailed);
    const signature = parsed.challenge.signature as string;
    const spent = await this.host.db
      .selectFrom('captcha_uses')
      .select('signature')
      .where('signature', '=', signature)
      .executeTakeFirst();
    if (spent) throw businessError(SPAM_MESSAGES.captchaExpired);
    return { signature, expiresAt: new Date(expiresAt * 1000) };
  }

  /**
   * Spends a verified solution, once across processes: the primary key lets one insert win; the
   * loser is refused as replayed. Spent rows whose challenge has expired are pruned on the way.
   */
  async spend(ticket: CaptchaTicket | null): Promise<void> {
    if (!ticket) return;
    const db = this.host.db;
    await db.deleteFrom('captcha_uses').where('expires_at', '<', this.host.clock.now().toISOString()).execute();
    const result = await db
      .insertInto('captcha_uses')
      .values({ signature: ticket.signature, expires_at: ticket.expiresAt.toISOString() })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw businessError(SPAM_MESSAGES.captchaExpired);
  }

  /** Verifies and spends at once, for a form with no other screening (registration). */
  async check(payload: string | undefined, writer: AuthUser | null): Promise<void> {
    await this.spend(await this.verify(payload, writer));
  }
}
