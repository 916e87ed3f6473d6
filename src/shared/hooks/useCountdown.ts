import { useEffect, useRef, useState } from 'react';

/** Counts down from `seconds` once a second and calls `onDone` when it reaches 0. Returns seconds left. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return Math.max(0, left);
}
