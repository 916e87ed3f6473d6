import type NProgressModule from 'nprogress';
import { prefersReducedMotion } from '@/shared/lib/motion';

type NProgress = typeof NProgressModule;

// docs/behaviour.md §2.3: a progress bar without spinner (styled by ProgressBarStyles, no CSS file).
// The first paint never shows it, so nprogress is fetched with the first navigation (or preload), not
// with the page (docs/performance.md "/home first load").
let bar: NProgress | null = null;
let loading: Promise<void> | null = null;

// Several parts may run the bar at once (a navigation and the lazy page it waits for): it finishes
// only when the last of them is done, so a page still downloading keeps its bar.
let running = 0;

function startBar(nprogress: NProgress): void {
  // Less motion: the bar appears and disappears without creeping or sliding (docs/accessibility.md).
  const still = prefersReducedMotion();
  nprogress.configure({ trickle: !still, speed: still ? 0 : 200 });
  nprogress.start();
}

function load(): Promise<void> {
  loading ??= import(/* webpackChunkName: "progress-bar" */ 'nprogress').then(
    (module) => {
      bar = module.default;
      // nprogress's default template marks its bar role="bar", which is no ARIA role (axe: aria-roles);
      // the bar is decoration (the page's own loading states speak), so it carries no role at all.
      bar.configure({
        showSpinner: false,
        trickleSpeed: 120,
        template: '<div class="bar"><div class="peg"></div></div>',
        barSelector: '.bar',
      });
      // What was asked while the code downloaded: a navigation still running gets its bar.
      if (running > 0) startBar(bar);
    },
    () => {
      // No bar this time; the next navigation tries again.
      loading = null;
    },
  );
  return loading;
}

export const progress = {
  start: () => {
    running += 1;
    if (bar) startBar(bar);
    else void load();
  },
  done: () => {
    running = Math.max(0, running - 1);
    if (running === 0) bar?.done();
  },
  /** Fetches the bar's code ahead of the first navigation; resolves once it is there (or failed). */
  preload: load,
};
