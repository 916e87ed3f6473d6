import { useLocation } from 'react-router';
import { OnDemand } from '@/shared/components/OnDemand';
import { useOnceTrue } from '@/shared/hooks/useIdleReady';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { useScrolledPast } from '@/shared/hooks/useScrollY';

/** docs/behaviour.md §2.2: the back-to-top button appears after 200 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 200;

// Fab + Zoom load once the reader first scrolls that far: a page read without scrolling never needs them.
const { Component: BackToTopButton } = lazyComponent(() =>
  import(/* webpackChunkName: "back-to-top" */ './BackToTopButton').then((m) => m.BackToTopButton),
);

/** docs/behaviour.md §2.2: back-to-top after 200 px; hidden on '/'. */
export function BackToTop() {
  const { pathname } = useLocation();
  const past = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const wanted = useOnceTrue(past);
  if (pathname === '/' || !wanted) return null;
  return (
    <OnDemand>
      <BackToTopButton visible={past} />
    </OnDemand>
  );
}
