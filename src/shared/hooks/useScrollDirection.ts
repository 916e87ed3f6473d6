import { useEffect, useState } from 'react';
import { initialHeaderScrollState, nextHeaderScrollState, type HeaderScrollState } from './scrollState';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

const scrollY = () => window.scrollY || document.documentElement.scrollTop || 0;

/** The state at the top of the page: what the server renders and hydration starts from. */
const TOP = nextHeaderScrollState(initialHeaderScrollState, 0);

/**
 * docs/behaviour.md §2.2: header visibility and transparency follow the window scroll; the handler is
 * throttled to 5 ms. Returns { hidden, transparent, y }. Starts from the top of the page and reads
 * the real position once mounted (a reload keeps its scroll), so server HTML and hydration agree.
 */
export function useScrollDirection(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>(TOP);
  useEffect(() => {
    const update = () =>
      setState((prev) => {
        const next = nextHeaderScrollState(prev, scrollY());
        return next.hidden === prev.hidden && next.transparent === prev.transparent && next.y === prev.y ? prev : next;
      });
    update();
    const onScroll = throttle(update, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return state;
}
