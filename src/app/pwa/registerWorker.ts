import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH } from '@protocol/webApp';
import { signalUpdateWaiting } from './updateSignal';

let workbox: Workbox | null = null;
/** A new deploy's worker was seen waiting in this tab (so a change of controller is an update). */
let updateSeen = false;

/**
 * Registers /sw.js (scope /). A new deploy's worker installs beside the running one and waits
 * (docs/behaviour.md §12.3): the shell shows 有新版本，点击刷新 until the reader taps it.
 */
export function registerWorker(): void {
  if (workbox) return;
  workbox = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateSeen = true;
    signalUpdateWaiting();
  });
  // The new worker took over (this tab's tap, or another tab's): reload so the page runs the new
  // shell whole instead of mixing its chunks with the old ones. The first install's claim of a
  // page that had no worker is not an update (isUpdate false, nothing waited) and reloads nothing.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate || updateSeen) window.location.reload();
  });
  void workbox.register().catch(() => undefined);
}

/** The reader's tap: the waiting worker takes over, and 'controlling' reloads the page. */
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
