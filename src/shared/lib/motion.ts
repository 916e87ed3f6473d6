// One place that answers "may this move?" (prefers-reduced-motion). Components ask here instead of
// calling matchMedia themselves, so every animation, smooth scroll and timer follows the same rule.

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the reader asked the system for less motion (false where matchMedia does not exist). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION_QUERY).matches
  );
}

/** The `behavior` for scrollTo/scrollIntoView: smooth, or instant for readers who asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
