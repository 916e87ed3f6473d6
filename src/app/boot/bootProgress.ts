import { whenAppReady } from '@/shared/boot/firstIntent';
import { PROGRESS_BAR } from '@/shared/lib/progressBar';

/**
 * The route progress bar's look (PROGRESS_BAR), drawn by the boot while the app loads on the reader's intent, outside #root so
 * hydration never meets it. Gone once the app is up.
 *
 * It is also what makes the tap's own frame: a tap that changes nothing on screen has no paint of its
 * own, and its Event Timing (what INP measures) would then run on to the first paint after the app's
 * evaluation (docs/performance.md "The first tap, shell first").
 */
export function showBootProgress(doc: Document): void {
  const bar = doc.createElement('div');
  bar.setAttribute('aria-hidden', 'true');
  bar.dataset.bootProgress = '';
  Object.assign(bar.style, {
    position: 'fixed',
    zIndex: String(PROGRESS_BAR.zIndex),
    top: '0',
    left: '0',
    width: '100%',
    height: `${PROGRESS_BAR.height}px`,
    pointerEvents: 'none',
    background: `var(${PROGRESS_BAR.colourVar})`,
    transformOrigin: 'left',
    transform: 'scaleX(0.15)',
    // Creeps on while the app evaluates; the global reduced-motion rule stops it (AppThemeProvider).
    transition: 'transform 6s cubic-bezier(0.1, 0.7, 0.3, 1)',
  });
  doc.body.appendChild(bar);
  requestAnimationFrame(() => requestAnimationFrame(() => (bar.style.transform = 'scaleX(0.85)')));
  whenAppReady(() => bar.remove());
}
