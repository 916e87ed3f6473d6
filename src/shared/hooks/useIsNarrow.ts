import { useSyncExternalStore } from 'react';

/** docs/behaviour.md §2.2: narrow (non-PC) screens are under 798 px wide. */
export const NARROW_BELOW_PX = 798;

export const isNarrowWidth = (width: number): boolean => width < NARROW_BELOW_PX;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The one narrow-screen hook (docs/architecture.md): true while the window is under 798 px. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isNarrowWidth(window.innerWidth),
    () => false,
  );
}

/**
 * The same, for layout the server renders: null while a server-rendered page hydrates (the server
 * cannot know the screen), then true or false. While null, render both variants and let CSS choose
 * with `onlyNarrowSx` / `onlyWideSx`, so a phone's first paint is already its own layout and nothing
 * moves when the script arrives (docs/performance.md, "Lean server-rendered pages").
 */
export function useIsNarrowOnceKnown(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => isNarrowWidth(window.innerWidth),
    () => null,
  );
}

/** Hidden on wide screens (the narrow variant while the width is not known yet). */
export const onlyNarrowSx = { [`@media (min-width: ${NARROW_BELOW_PX}px)`]: { display: 'none' } };
/** Hidden on narrow screens (the wide variant while the width is not known yet). */
export const onlyWideSx = { [`@media (max-width: ${NARROW_BELOW_PX - 0.02}px)`]: { display: 'none' } };
