import { NARROW_BELOW_PX, useIsNarrow } from './useIsNarrow';
import { useScrollDirection } from './useScrollDirection';
import { useAtPageEnd } from './useScrollY';

/**
 * Where the right-hand floating stack sits on a wide screen (docs/behaviour.md §2.2): the chat button
 * (48 px) `right` from the window's right edge, the smaller contents and back-to-top buttons (40 px)
 * centred on the same line at `smallRight`.
 */
export const FLOATING_STACK = { right: 24, width: 48, smallRight: 28 } as const;

/**
 * The room a full-width screen (the desk) keeps free at the window's right edge so that nothing it
 * holds — a table's last column, its next-page arrow — ever sits under the stack: the stack and 16 px.
 */
export const FLOATING_STACK_CLEARANCE = FLOATING_STACK.right + FLOATING_STACK.width + 16;

/** Narrow screens (docs/behaviour.md §2.2) as a CSS media query, so the server's HTML lays them out too. */
export const NARROW_MEDIA = `@media (max-width: ${NARROW_BELOW_PX - 0.02}px)`;

/**
 * docs/behaviour.md §2.2 "Floating controls on a phone": on a narrow screen the controls sit in one
 * row on an opaque strip (the dock) along the bottom edge, and every page keeps this much room below
 * its footer, so they never sit over the text, chips, avatars or code a reader sees.
 */
export const FLOATING_DOCK_HEIGHT = 64;

/** Each control's place in the dock: the edge it keeps to, its distance from that edge, its size. */
const DOCK_SLOTS = {
  disc: { edge: 'left', inset: 16, size: 48 },
  chat: { edge: 'right', inset: 16, size: 48 },
  contents: { edge: 'right', inset: 80, size: 40 },
  backToTop: { edge: 'right', inset: 132, size: 40 },
} as const;

/** A floating control's place on a narrow screen: its slot in the dock, centred on the dock's height. */
export function dockedSx(slot: keyof typeof DOCK_SLOTS) {
  const { edge, inset, size } = DOCK_SLOTS[slot];
  return {
    [NARROW_MEDIA]: {
      [edge]: inset,
      bottom: (FLOATING_DOCK_HEIGHT - size) / 2,
      width: size,
      height: size,
      minHeight: size,
    },
  };
}

/**
 * docs/behaviour.md §2.2: on a phone the floating controls (music disc, chat, contents, back to top)
 * and their dock step aside while the reader scrolls down — the same rule that hides the header — so
 * the whole screen is the text's; scrolling up brings them back, and so does reaching the page's end,
 * where the room the page keeps below its footer leaves nothing under them.
 */
export function useFloatingAside(): boolean {
  const narrow = useIsNarrow();
  const { hidden } = useScrollDirection();
  const atEnd = useAtPageEnd();
  return narrow && hidden && !atEnd;
}

/**
 * Slides a fixed control down off the screen, with its dock, while `aside`. Uses the `translate`
 * property, not `transform`, so a control's own transform (the disc's spin) is untouched. A focused
 * control comes back, and readers who asked for less motion get no slide.
 */
export function floatingAsideSx(aside: boolean) {
  return {
    translate: aside ? '0 calc(100% + 32px)' : 'none',
    transition: 'translate 200ms ease-out',
    '&:focus-visible': { translate: 'none' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
}
