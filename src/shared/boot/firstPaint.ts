import { PAINTED_ATTRIBUTE } from './paintedMark';

/** Longest wait for the first paint: a page opened in a background tab paints only when shown. */
const PAINT_WAIT_MS = 3000;

/** A window, and the paint timing its browser may have (jsdom has none). */
export type PaintingWindow = Window & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Runs `then` once the page has painted its first content, or at once where the browser cannot say.
 * What can wait for it does (docs/performance.md "Lighthouse"): requests started before the page's
 * largest paint count against it, and on a slow network they would share the line with its banner.
 */
export function afterFirstPaint(win: PaintingWindow, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const painted = () => win.performance.getEntriesByName('first-contentful-paint').length > 0;
  const Observer = win.PerformanceObserver;
  if (typeof Observer !== 'function' || painted()) return once();
  const observer = new Observer(() => {
    if (!painted()) return;
    observer.disconnect();
    once();
  });
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    return once();
  }
  win.setTimeout(() => {
    observer.disconnect();
    once();
  }, PAINT_WAIT_MS);
}

/** The boot marks the first paint (docs/performance.md "Images"): the blur placeholders load after it. */
export function markFirstPaint(win: PaintingWindow): void {
  afterFirstPaint(win, () => win.document.documentElement.setAttribute(PAINTED_ATTRIBUTE, ''));
}
