import { AttemptLimiter } from './attempt-limiter';

/**
 * Login throttling that a stranger cannot turn into a lock-out of the owner:
 * - per (username, client): PAIR_MAX failures in the window, then that client gets 429 for that
 *   username — the right password included, so a guesser cannot confirm a hit;
 * - per client: CLIENT_MAX failures across all usernames, then 429 (password spraying);
 * - per username across every client: never a refusal, only a small delay that grows with the
 *   failures (delayForFailures), so a botnet is slowed while the owner, from a client that has not
 *   been failing, still logs in with the right password.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_PAIR_MAX = 5;
export const LOGIN_CLIENT_MAX = 30;
/** Failures of one username (all clients) before any delay, and the delay's ceiling. */
const FREE_FAILURES = 5;
export const LOGIN_MAX_DELAY_MS = 2000;

/** 0 for the first failures, then 100 ms doubling per failure up to LOGIN_MAX_DELAY_MS. */
export function delayForFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, 100 * 2 ** Math.min(10, failures - FREE_FAILURES));
}

export type LoginGate = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

/** The throttle's three steps; in memory (one process) or on Redis (login-throttle-redis.ts, every process). */
export interface LoginGuard {
  /** Before the password check: refuse, or count the attempt (refunded by `succeeded`) and say how long to wait. */
  begin(username: string, client: string): LoginGate | Promise<LoginGate>;
  failed(username: string): void | Promise<void>;
  succeeded(username: string, client: string): void | Promise<void>;
  /** The password was reset by mail (docs/behaviour.md §4.8): the username's failures, from every client, are forgotten. */
  cleared(username: string): void | Promise<void>;
}

export class LoginThrottle implements LoginGuard {
  private readonly pairs: AttemptLimiter;
  private readonly clients: AttemptLimiter;
  private readonly usernames: AttemptLimiter;

  constructor(clock: () => number = Date.now) {
    this.pairs = new AttemptLimiter(LOGIN_WINDOW_MS, clock);
    this.clients = new AttemptLimiter(LOGIN_WINDOW_MS, clock);
    this.usernames = new AttemptLimiter(LOGIN_WINDOW_MS, clock);
  }

  /** Before the password check: refuse, or count the attempt (refunded by `succeeded`) and say how long to wait. */
  begin(username: string, client: string): LoginGate {
    const pair = pairKey(username, client);
    if (this.clients.count(client) >= LOGIN_CLIENT_MAX)
      return { refused: true, retryAfterSeconds: this.clients.retryAfterSeconds(client) };
    if (this.pairs.count(pair) >= LOGIN_PAIR_MAX)
      return { refused: true, retryAfterSeconds: this.pairs.retryAfterSeconds(pair) };
    this.pairs.record(pair);
    this.clients.record(client);
    return { refused: false, delayMs: delayForFailures(this.usernames.count(username.toLowerCase())) };
  }

  /** The attempt failed: it stays counted for the pair and client, and slows the username down. */
  failed(username: string): void {
    this.usernames.record(username.toLowerCase());
  }

  /** The attempt succeeded: it no longer counts; this client's earlier failures on this name are forgotten. */
  succeeded(username: string, client: string): void {
    this.pairs.reset(pairKey(username, client));
    this.clients.refund(client);
  }

  cleared(username: string): void {
    this.usernames.reset(username.toLowerCase());
    this.pairs.resetPrefix(pairKey(username, ''));
  }
}

export const pairKey = (username: string, client: string) => `${username.toLowerCase()}\u0000${client}`;
