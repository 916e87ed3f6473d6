import { useIsNarrow } from './useIsNarrow';
import { useScrollDirection } from './useScrollDirection';

/**
 * Where the right-hand floating stack sits (docs/behaviour.md §2.2): the chat button (48 px) `right`
 * from the window's right edge, the smaller contents and back-to-top buttons (40 px) centred on the
 * same line at `smallRight`.
 */
export const FLOATING_STACK = { right: 24, width: 48, smallRight: 28 } as const;

/**
 * The room a full-width screen (the desk) keeps free at the window's right edge so that nothing it
 * holds — a table's last column, its next-page arrow — ever sits under the stack: the stack and 16 px.
 */
export const FLOATING_STACK_CLEARANCE = FLOATING_STACK.right + FLOATING_STACK.width + 16;

/**
 * docs/behaviour.md §2.2: on a phone the floating controls (music disc, chat, contents, back to top)
 * step aside while the reader scrolls down — the same rule that hides the header — so they never sit
 * on the text, numbers, labels or avatars being read; scrolling up brings them back.
 */
export function useFloatingAside(): boolean {
  const narrow = useIsNarrow();
  const { hidden } = useScrollDirection();
  return narrow && hidden;
}

/**
 * Slides a fixed control off its edge of the screen while `aside`. Uses the `translate` property, not
 * `transform`, so a control's own transform (the disc's spin) is untouched. A focused control comes
 * back, and readers who asked for less motion get no slide.
 */
export function floatingAsideSx(side: 'left' | 'right', aside: boolean) {
  return {
    translate: aside ? (side === 'right' ? 'calc(100% + 48px) 0' : 'calc(-100% - 48px) 0') : 'none',
    transition: 'translate 200ms ease-out',
    '&:focus-visible': { translate: 'none' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
}
