// docs/behaviour.md §12.3: "a new version is waiting" is browser state, set by the worker's
// registration (registerWorker.ts, run by the boot script before the app is up) and read by the
// shell (useUpdateWaiting.ts); it is never saved and never rendered on the server, so it lives
// outside the Redux store — and outside React, which the boot script does not load.
let waiting = false;
const listeners = new Set<() => void>();

export function signalUpdateWaiting(): void {
  waiting = true;
  listeners.forEach((listener) => listener());
}

export const subscribeUpdateWaiting = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const isUpdateWaiting = () => waiting;
