/**
 * Counts hits per key in fixed time windows. For limits keyed by something other than the client
 * address (a user, a visitor id): @fastify/rate-limit runs only one limit per request, and the
 * route's own limit is kept for the address.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
    /** Above this many keys, expired windows are dropped (keys are client-chosen, so unbounded). */
    private readonly pruneAbove = 10_000,
  ) {}

  /** Records one hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.pruneAbove) this.prune(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
