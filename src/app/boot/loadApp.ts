import { pendingLauncher, setAppPhase } from '@/shared/boot/firstIntent';
import { appScripts, intentChunks, pageScripts } from '@/shared/boot/appFiles';
import { afterFirstPaint } from '@/shared/boot/firstPaint';
import { showBootProgress } from './bootProgress';

let started = false;

/**
 * Boots the app once (docs/architecture.md "Boot on intent"): its entry files (prefetched after
 * `load`, so usually in the cache) become scripts. With `afterPaint` a progress bar shows and the work
 * starts after the next frame, so the tap that asked for it is painted first (what Event Timing, and
 * so INP, measures) and the evaluation comes after.
 */
export function loadApp(doc: Document = document, afterPaint = true): void {
  if (started) return;
  started = true;
  setAppPhase('booting');
  const start = () => {
    // The page's own chunks first: they only register their modules, so the app finds its first
    // page's code there and hydrates without a request after the evaluation. A tap on a launcher
    // needs the shell and its widget only: the page's boundary asks for its (prefetched) chunks
    // itself once the widget is up.
    const files = pendingLauncher() ? appScripts(doc) : [...pageScripts(doc), ...appScripts(doc)];
    for (const src of files) {
      const script = doc.createElement('script');
      script.src = src;
      // Dynamic scripts run as they arrive unless told otherwise; the runtime needs no order, but
      // keeping the entry's order makes a slow network no different from a fast one.
      script.async = false;
      doc.head.appendChild(script);
    }
  };
  // A hidden tab paints no frame: it would wait for the reader to come back.
  if (afterPaint && !doc.hidden) {
    showBootProgress(doc);
    requestAnimationFrame(() => setTimeout(start, 0));
  } else {
    start();
  }
}

/**
 * After `load` and the first paint, once the browser is idle: the app's files, the page's and the
 * first intent's chunks as lowest-priority prefetches, downloaded but not evaluated, so a boot costs
 * evaluation and not the network — and the page's own images never share the line with them.
 */
export function prefetchApp(win: Window = window): void {
  const doc = win.document;
  const prefetch = () => {
    if (started) return;
    for (const href of [...appScripts(doc), ...pageScripts(doc), ...intentChunks(doc)]) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = href;
      doc.head.appendChild(link);
    }
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(prefetch) : win.setTimeout(prefetch, 200);
  const afterLoad = () => afterFirstPaint(win, whenIdle);
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
