import NProgress from 'nprogress';
import { prefersReducedMotion } from '@/shared/lib/motion';

// docs/behaviour.md §2.3: a progress bar without spinner (styled by ProgressBarStyles, no CSS file).
// nprogress's default template marks its bar role="bar", which is no ARIA role (axe: aria-roles); the
// bar is decoration (the page's own loading states speak), so it carries no role at all.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

// Several parts may run the bar at once (a navigation and the lazy page it waits for): it finishes
// only when the last of them is done, so a page still downloading keeps its bar.
let running = 0;

export const progress = {
  start: () => {
    running += 1;
    // Less motion: the bar appears and disappears without creeping or sliding (docs/accessibility.md).
    const still = prefersReducedMotion();
    NProgress.configure({ trickle: !still, speed: still ? 0 : 200 });
    NProgress.start();
  },
  done: () => {
    running = Math.max(0, running - 1);
    if (running === 0) NProgress.done();
  },
};
