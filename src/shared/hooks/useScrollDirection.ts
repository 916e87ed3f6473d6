import { useEffect, useState } from 'react';
import { initialHeaderScrollState, nextHeaderScrollState, type HeaderScrollState } from './scrollState';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

const scrollY = () => window.scrollY || document.documentElement.scrollTop || 0;

/**
 * docs/behaviour.md §2.2: header visibility and transparency follow the window scroll; the handler is
 * throttled to 5 ms. Returns { hidden, transparent, y }.
 */
export function useScrollDirection(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>(() =>
    nextHeaderScrollState(initialHeaderScrollState, scrollY()),
  );
  useEffect(() => {
    const onScroll = throttle(
      () =>
        setState((prev) => {
          const next = nextHeaderScrollState(prev, scrollY());
          return next.hidden === prev.hidden && next.transparent === prev.transparent && next.y === prev.y
            ? prev
            : next;
        }),
      SCROLL_THROTTLE_MS,
    );
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return state;
}
