import type { CSSProperties } from 'react';
import type { Theme } from '@mui/material/styles';

/**
 * A Paper's (Card's, AppBar's) elevation drawn by a class instead of MUI's style attribute: MUI writes
 * `--Paper-shadow` and `--Paper-overlay` on every element in a `style`, 93 bytes each time in the
 * server's HTML (six times on /home). `style` unsets them (React writes no attribute for undefined
 * values) and `sx` sets the same two properties in the class the pages' cached stylesheets carry
 * (docs/performance.md, "Lean server-rendered pages"). Spread both on the Paper; a Paper with an
 * `sx` of its own lists `elevationSx(n)` in an `sx` array.
 */
export const ELEVATION_IN_CLASS_STYLE = {
  '--Paper-shadow': undefined,
  '--Paper-overlay': undefined,
} as CSSProperties;

/** The properties MUI's Paper would have put in its style attribute for `elevation`, as a class. */
export const elevationSx = (elevation: number) => (theme: Theme) => {
  const overlay = theme.vars?.overlays[elevation];
  return { '--Paper-shadow': (theme.vars ?? theme).shadows[elevation], ...(overlay && { '--Paper-overlay': overlay }) };
};
