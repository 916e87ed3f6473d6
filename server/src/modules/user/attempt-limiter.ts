/**
 * In-memory sliding window of attempts per key (issue 3: login throttling per username).
 * An attempt is counted when it starts — before the password check — so a concurrent burst
 * cannot slip past the limit while bcrypt is still running. Success clears the key.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const nowMs = this.clock();
    const recent = (this.hits.get(key) ?? []).filter((t) => nowMs - t < this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0] + this.windowMs - nowMs) / 1000));
    }
    recent.push(nowMs);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(nowMs);
    return 0;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(nowMs: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => nowMs - t >= this.windowMs)) this.hits.delete(key);
    }
  }
}
