import NProgress from 'nprogress';
import { prefersReducedMotion } from '@/shared/lib/motion';

// spec §2: a progress bar without spinner (styled by ProgressBarStyles, no CSS file).
NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

export const progress = {
  start: () => {
    // Less motion: the bar appears and disappears without creeping or sliding (docs/accessibility.md).
    const still = prefersReducedMotion();
    NProgress.configure({ trickle: !still, speed: still ? 0 : 200 });
    NProgress.start();
  },
  done: () => {
    NProgress.done();
  },
};
