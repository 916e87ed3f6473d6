import { useSyncExternalStore } from 'react';
import { isNarrowWidth, NARROW_BELOW_PX, subscribeToWidth } from './useIsNarrow';

// Its own module: only server-rendered layouts that differ by width use it, so it stays out of the
// shell's first load (docs/performance.md "/home first load").

/**
 * `useIsNarrow` for layout the server renders: null while a server-rendered page hydrates (the server
 * cannot know the screen), then true or false. While null, render both variants and let CSS choose
 * with `onlyNarrowSx` / `onlyWideSx`, so a phone's first paint is already its own layout and nothing
 * moves when the script arrives (docs/performance.md, "Lean server-rendered pages").
 */
export function useIsNarrowOnceKnown(): boolean | null {
  return useSyncExternalStore(
    subscribeToWidth,
    () => isNarrowWidth(window.innerWidth),
    () => null,
  );
}

/** Hidden on wide screens (the narrow variant while the width is not known yet). */
export const onlyNarrowSx = { [`@media (min-width: ${NARROW_BELOW_PX}px)`]: { display: 'none' } };
/** Hidden on narrow screens (the wide variant while the width is not known yet). */
export const onlyWideSx = { [`@media (max-width: ${NARROW_BELOW_PX - 0.02}px)`]: { display: 'none' } };
