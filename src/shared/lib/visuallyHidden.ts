/**
 * An `sx` for text read by screen readers and not shown (a label's missing words, "opens in a new
 * tab"). Sizes are strings: in `sx` a bare `1` means 100 %, which made the hidden text as wide as
 * its container and widened phone pages.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
