import { useEffect, useRef, useState } from 'react';

/** Counts down from `seconds` once a second and calls `onDone` once at 0. Returns the seconds left. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) done.current();
  }, [left]);
  return left;
}
