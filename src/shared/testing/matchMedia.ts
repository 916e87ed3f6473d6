import { REDUCED_MOTION_QUERY } from '@/shared/lib/motion';

/**
 * Replaces window.matchMedia with one where only the reduced-motion query matches, and only when
 * `reduce` is true. Answers a function that puts the previous matchMedia back.
 */
export function mockReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query === REDUCED_MOTION_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
