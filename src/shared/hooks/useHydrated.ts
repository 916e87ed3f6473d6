import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False while the server renders and while the client hydrates its HTML, true afterwards (and at
 * once for a client-only render). What depends on the reader's clock, storage or chance renders its
 * deterministic version until then, so hydration never mismatches (docs/architecture.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
