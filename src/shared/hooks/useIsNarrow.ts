import { useSyncExternalStore } from 'react';

/** docs/behaviour.md §2.2: narrow (non-PC) screens are under 798 px wide. */
export const NARROW_BELOW_PX = 798;

export const isNarrowWidth = (width: number): boolean => width < NARROW_BELOW_PX;

export function subscribeToWidth(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The one narrow-screen hook (docs/architecture.md): true while the window is under 798 px. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => isNarrowWidth(window.innerWidth),
    () => false,
  );
}
