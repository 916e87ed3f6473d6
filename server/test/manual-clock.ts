import type { Clock } from '../src/lib/clock';

/**
 * A clock the test moves (docs/behaviour.md §11.1): `set` jumps to a time and runs, in time order,
 * every wait that came due, awaiting each (its database work included) before the next.
 */
export class ManualClock implements Clock {
  private current: number;
  private waits: { at: number; run: () => Promise<void> }[] = [];

  constructor(start: Date) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  at(at: Date, run: () => Promise<void>): () => void {
    const wait = { at: at.getTime(), run };
    this.waits.push(wait);
    return () => {
      this.waits = this.waits.filter((w) => w !== wait);
    };
  }

  /** Moves to `to`, firing what came due on the way; resolves once the woken work has settled. */
  async set(to: Date): Promise<void> {
    for (;;) {
      const due = this.waits.filter((w) => w.at <= to.getTime()).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.waits = this.waits.filter((w) => w !== due);
      this.current = Math.max(this.current, due.at);
      await due.run();
    }
    this.current = to.getTime();
  }
}
