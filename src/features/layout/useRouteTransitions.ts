import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { progress } from './progress';
import { KEPT_ALIVE_PATH, planTransition } from './routeTransition';
import { scrollBehavior } from '@/shared/lib/motion';

/** Last scroll position on the message board, kept for the page's whole life (docs/behaviour.md §2.1 keep-alive). */
const keptScroll = { y: 0 };
const currentY = () => window.scrollY || document.documentElement.scrollTop || 0;

/** Scrolls back to `y` once the page is tall enough (its list renders from cache), giving up after ~1 s. */
function restoreScroll(y: number): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    window.scrollTo({ top: y });
    if (Math.abs(currentY() - y) > 1 && tries++ < 60) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/**
 * docs/behaviour.md §2.3: on every navigation scroll smoothly to top and show the progress bar, except when arriving
 * at /message/list, whose scroll position is kept from the last visit. The page the tab opened on is
 * not a navigation: where the browser put it (a reload's restored position, or a reader who scrolled
 * the server's HTML before the script ran) stays.
 */
export function useRouteTransitions(): void {
  const { pathname, search } = useLocation();
  const opened = useRef({ at: `${pathname}${search}`, left: false });

  useLayoutEffect(() => {
    // Compared by address, not by a first-run flag: StrictMode runs this effect twice on mount.
    if (!opened.current.left && `${pathname}${search}` === opened.current.at) return;
    opened.current.left = true;
    const plan = planTransition(pathname);
    if (plan.restoreScroll) return restoreScroll(keptScroll.y);
    if (plan.showProgress) progress.start();
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    let finished = !plan.showProgress;
    const finish = () => {
      if (finished) return;
      finished = true;
      progress.done();
    };
    const frame = requestAnimationFrame(finish);
    return () => {
      cancelAnimationFrame(frame);
      finish();
    };
  }, [pathname, search]);

  useEffect(() => {
    if (pathname !== KEPT_ALIVE_PATH) return;
    // The URL changes before React unmounts the board, so late scroll events of the next page are ignored.
    const remember = () => {
      if (window.location.pathname === KEPT_ALIVE_PATH) keptScroll.y = currentY();
    };
    // The page the tab opened on: the reader may have scrolled the server's HTML before this
    // listener existed. (Arriving by a navigation, the restore above is still under way.)
    if (!opened.current.left) remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [pathname]);
}
