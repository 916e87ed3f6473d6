/** The part of a store this helper reads: slices that redux-persist manages carry `_persist`. */
interface StoreLike {
  getState: () => unknown;
  subscribe: (listener: () => void) => () => void;
}

interface PersistMark {
  _persist?: { rehydrated?: boolean };
}

/** True once every persisted slice has been restored (or when nothing is persisted, as in tests). */
export function isRehydrated(state: unknown): boolean {
  if (!state || typeof state !== 'object') return true;
  return Object.values(state as Record<string, unknown>).every((slice) => {
    const mark = (slice as PersistMark | null)?._persist;
    return !mark || mark.rehydrated === true;
  });
}

/**
 * Runs `callback` once persisted state is back. A server-rendered page hydrates before redux-persist
 * has read storage (no PersistGate blanking it), so start-up rules that read saved state wait here.
 * Returns a cancel function.
 */
export function whenRehydrated(store: StoreLike, callback: () => void): () => void {
  if (isRehydrated(store.getState())) {
    callback();
    return () => undefined;
  }
  const unsubscribe = store.subscribe(() => {
    if (!isRehydrated(store.getState())) return;
    unsubscribe();
    callback();
  });
  return unsubscribe;
}
