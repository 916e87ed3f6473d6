import { useSyncExternalStore } from 'react';

// docs/behaviour.md §12.3: "a new version is waiting" is browser state, set by the worker's
// registration (registerWorker.ts) and read by the shell; it is never saved and never rendered on
// the server, so it lives outside the Redux store.
let waiting = false;
const listeners = new Set<() => void>();

export function signalUpdateWaiting(): void {
  waiting = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a new deploy's worker is installed and waiting for the reader's tap. */
export const useUpdateWaiting = () =>
  useSyncExternalStore(
    subscribe,
    () => waiting,
    () => false,
  );
