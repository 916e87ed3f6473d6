/**
 * Work the page starts at `load` that the after-load parts (chat, music, likes, comments) rely on:
 * the store's second step, which restores the saved login (docs/performance.md "/home first load").
 * useIdleReady waits for it, so those parts never mount before the store can serve them.
 */
let pending: Promise<unknown> = Promise.resolve();

/** Makes after-load parts wait for `work` too; a failure only stops the wait. */
export function holdAfterLoadParts(work: Promise<unknown>): void {
  pending = Promise.all([pending, work.catch(() => undefined)]);
}

/** Resolves once every held piece of work has settled. */
export const afterLoadWork = (): Promise<unknown> => pending;

/** Resolves when the `load` event has fired (at once if it already has, and on the server). */
export function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
