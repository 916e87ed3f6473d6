/**
 * The server's sense of "now" for what happens at a set time (scheduled publishing,
 * docs/behaviour.md §11.1). Production uses the system clock; server tests pass their own clock
 * to buildApp and move it, which is the only way to move time (docs/behaviour.md §11.1).
 */
export interface Clock {
  now(): Date;
  /** Calls `run` once `at` has come (a test clock awaits what it returns); answers a function that cancels it. */
  at(at: Date, run: () => Promise<void>): () => void;
}

/** setTimeout holds at most ~24.8 days; a later time is approached in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => new Date(),
  at(at, run) {
    let timer: NodeJS.Timeout;
    const arm = () => {
      const delay = at.getTime() - Date.now();
      const fire = delay > MAX_DELAY_MS ? arm : () => void run();
      timer = setTimeout(fire, Math.max(0, Math.min(delay, MAX_DELAY_MS)));
      // A pending publication never keeps a closing process alive.
      timer.unref();
    };
    arm();
    return () => clearTimeout(timer);
  },
};
