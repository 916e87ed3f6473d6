import { useEffect, useState } from 'react';
import { throttle } from '@/shared/hooks/throttle';
import { activeHeadingIndex, fixedHeaderHeight, type TocItem } from './toc';

/** How often the reading position is rechecked while scrolling. */
const CHECK_EVERY_MS = 100;

/** Id of the heading being read, following the window's scroll; null above the first heading. */
export function useActiveHeading(items: TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (items.length === 0) return undefined;
    const check = throttle(() => {
      const tops = items.map((item) => document.getElementById(item.id)?.getBoundingClientRect().top ?? Infinity);
      const index = activeHeadingIndex(tops, fixedHeaderHeight());
      setActive(index >= 0 ? items[index].id : null);
    }, CHECK_EVERY_MS);
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [items]);
  return active;
}
