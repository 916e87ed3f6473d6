import { useEffect, useRef } from 'react';
import { BOOT_ON_VIEW } from '@/shared/boot/firstIntent';

/**
 * Props for the sentinel element: before the app is up, the boot script boots it when the sentinel
 * comes into view, and the hook's observer then loads the next page (docs/architecture.md "Boot on intent").
 */
export const sentinelProps = BOOT_ON_VIEW;

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
