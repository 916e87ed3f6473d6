import { useEffect, useRef } from 'react';

/**
 * Infinite scrolling: a ref for an element at the end of a list; when it comes within `margin` of
 * the viewport `onReach` runs (while `enabled`). Browsers without IntersectionObserver (and the
 * server) do nothing here, so a list keeps a visible load-more button too.
 */
export function useLoadMoreSentinel<T extends Element>(onReach: () => void, enabled: boolean, margin = '400px') {
  const ref = useRef<T>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
