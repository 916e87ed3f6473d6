/**
 * Time a reader has the article in front of them: counting while the page is visible, paused while
 * it is hidden. `take()` returns what was counted since the last take and keeps counting (if it was
 * running), so the same milliseconds are never reported twice.
 */
export interface ReadingClock {
  pause(): void;
  resume(): void;
  take(): number;
}

export function createReadingClock(now: () => number, visible = true): ReadingClock {
  let banked = 0;
  let runningSince: number | null = visible ? now() : null;
  const settle = () => {
    if (runningSince === null) return;
    const at = now();
    banked += Math.max(0, at - runningSince);
    runningSince = at;
  };
  return {
    pause() {
      settle();
      runningSince = null;
    },
    resume() {
      if (runningSince === null) runningSince = now();
    },
    take() {
      settle();
      const taken = banked;
      banked = 0;
      return taken;
    },
  };
}
