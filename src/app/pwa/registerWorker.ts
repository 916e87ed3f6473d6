import { Workbox } from 'workbox-window';
import { KEEP_OPEN_PAGE, SERVICE_WORKER_PATH, type KeepOpenPageMessage } from '@protocol/webApp';
import { signalUpdateWaiting } from './updateSignal';

let workbox: Workbox | null = null;
/** A new deploy's worker was seen waiting in this tab (so a change of controller is an update). */
let updateSeen = false;

/**
 * docs/behaviour.md §12.2: asks the worker controlling this page to keep it, with its pictures. The
 * page was loaded before the worker was ready, so no request of it went through the worker.
 */
export function askWorkerToKeepPage(container: ServiceWorkerContainer, doc: Document): void {
  const message: KeepOpenPageMessage = {
    type: KEEP_OPEN_PAGE,
    url: doc.location.href,
    images: Array.from(doc.images, (image) => image.currentSrc || image.src).filter(Boolean),
  };
  container.controller?.postMessage(message);
}

/**
 * Once a worker controls this page that it did not load (now, or at its first activation's claim),
 * asks it to keep the page.
 */
export function keepPageOnceControlled(container: ServiceWorkerContainer, doc: Document): void {
  if (container.controller) askWorkerToKeepPage(container, doc);
  else container.addEventListener('controllerchange', () => askWorkerToKeepPage(container, doc), { once: true });
}

interface RegisterOptions {
  /** The page was loaded through a worker (so it went through its cache rules already). */
  loadedByWorker: boolean;
}

/**
 * Registers /sw.js (scope /). A new deploy's worker installs beside the running one and waits
 * (docs/behaviour.md §12.3): the shell shows 有新版本，点击刷新 until the reader taps it.
 */
export function registerWorker({ loadedByWorker }: RegisterOptions): void {
  if (workbox) return;
  if (!loadedByWorker) keepPageOnceControlled(navigator.serviceWorker, document);
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
