import { REDUCED_MOTION_QUERY } from '@/shared/lib/motion';

/** A media query list that answers `matches` and never changes (jsdom has no matchMedia). */
export const inertMediaQuery = (query: string, matches = false): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/**
 * Replaces window.matchMedia with one where only the reduced-motion query matches, and only when
 * `reduce` is true. Answers a function that puts the previous matchMedia back.
 */
export function mockReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => inertMediaQuery(query, reduce && query === REDUCED_MOTION_QUERY);
  return () => {
    window.matchMedia = original;
  };
}
