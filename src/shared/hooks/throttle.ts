/** docs/behaviour.md §2.2: the scroll handler runs at most once every 5 ms. */
export const SCROLL_THROTTLE_MS = 5;

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Leading + trailing throttle: the first call runs at once, calls inside the window are folded
 * into one trailing call with the latest arguments, so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && !timer) return run(args);
    pending = args;
    if (timer) return;
    timer = setTimeout(
      () => {
        timer = null;
        if (pending) run(pending);
        pending = null;
      },
      Math.max(0, remaining),
    );
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
