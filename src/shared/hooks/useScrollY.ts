import { useSyncExternalStore } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

function subscribe(onChange: () => void) {
  const handler = throttle(onChange, SCROLL_THROTTLE_MS);
  window.addEventListener('scroll', handler, { passive: true });
  return () => {
    handler.cancel();
    window.removeEventListener('scroll', handler);
  };
}

/** True once the window has scrolled more than `thresholdPx` (docs/behaviour.md §2.2: back-to-top after 200 px). */
export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (window.scrollY || document.documentElement.scrollTop || 0) > thresholdPx,
    () => false,
  );
}

/** True while the window is scrolled to the end of the page (docs/behaviour.md §2.2: the controls come back there). */
export function useAtPageEnd(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      const page = document.documentElement;
      return (window.scrollY || page.scrollTop || 0) + window.innerHeight >= page.scrollHeight - 2;
    },
    () => false,
  );
}
