/** docs/behaviour.md §2.2: the header is transparent (and always shown) within 50 px of the top. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

export interface HeaderScrollState {
  /** Last observed scroll position. */
  y: number;
  hidden: boolean;
  transparent: boolean;
}

export const initialHeaderScrollState: HeaderScrollState = { y: 0, hidden: false, transparent: true };

/**
 * docs/behaviour.md §2.2: the header hides when scrolling down and reappears when scrolling up; it is
 * transparent within 50 px of the top. Pure, so the rule is tested without a DOM.
 */
export function nextHeaderScrollState(prev: HeaderScrollState, y: number): HeaderScrollState {
  if (y <= HEADER_SCROLL_THRESHOLD_PX) return { y, hidden: false, transparent: true };
  if (y > prev.y) return { y, hidden: true, transparent: false };
  if (y < prev.y) return { y, hidden: false, transparent: false };
  return { ...prev, transparent: false };
}
