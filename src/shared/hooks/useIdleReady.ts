import { startTransition, useEffect, useState } from 'react';
import { afterLoadWork } from '@/shared/lib/afterLoadWork';

/**
 * True once the page has loaded, the work held for after-load parts is done (the store's second
 * step, afterLoadWork.ts) and the browser is idle: widgets that are not needed for the first paint
 * (chat, music player) mount then, so their code stays out of the critical first load. Mounting them
 * is a transition: React renders it in slices between the reader's input instead of one long task
 * (docs/performance.md "Hydration").
 */
export function useIdleReady(fallbackMs = 300): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    let timer: number | undefined;
    let cancelled = false;
    const markReady = () => startTransition(() => setReady(true));
    const whenIdle = () => {
      if (cancelled) return;
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(markReady, { timeout: 2000 });
      } else {
        timer = window.setTimeout(markReady, fallbackMs);
      }
    };
    const schedule = () => void afterLoadWork().then(whenIdle);
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', schedule);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [fallbackMs]);
  return ready;
}

/** Stays true once `flag` has been true: a lazily loaded dialog keeps its close transition. */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  useEffect(() => {
    if (flag) setSeen(true);
  }, [flag]);
  return seen || flag;
}

/**
 * True once the work held for after-load parts is done (the store's second step), without waiting
 * for an idle moment: a widget the reader asked for mounts as soon as the store can serve it.
 */
export function useAfterLoadDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void afterLoadWork().then(() => {
      if (!cancelled) setDone(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return done;
}
