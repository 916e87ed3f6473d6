/**
 * In-memory sliding window of attempts per key (login throttling). Callers check `count` and
 * `record` in the same synchronous step, before the password check, so a concurrent burst
 * cannot slip past a limit while bcrypt is still running; a success `refund`s its attempt, so in
 * the end only failures count.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Attempts within the window. */
  count(key: string): number {
    return this.recent(key, this.clock()).length;
  }

  /** Seconds until the oldest attempt in the window expires (at least 1). */
  retryAfterSeconds(key: string): number {
    const nowMs = this.clock();
    const recent = this.recent(key, nowMs);
    if (recent.length === 0) return 1;
    return Math.max(1, Math.ceil((recent[0] + this.windowMs - nowMs) / 1000));
  }

  record(key: string): void {
    const nowMs = this.clock();
    const recent = this.recent(key, nowMs);
    recent.push(nowMs);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(nowMs);
  }

  /** Takes back the latest attempt (it succeeded). */
  refund(key: string): void {
    const times = this.hits.get(key);
    if (!times) return;
    times.pop();
    if (times.length === 0) this.hits.delete(key);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Forgets every key that starts with `prefix`. */
  resetPrefix(prefix: string): void {
    for (const key of this.hits.keys()) if (key.startsWith(prefix)) this.hits.delete(key);
  }

  private recent(key: string, nowMs: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => nowMs - t < this.windowMs);
  }

  private prune(nowMs: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => nowMs - t >= this.windowMs)) this.hits.delete(key);
    }
  }
}
