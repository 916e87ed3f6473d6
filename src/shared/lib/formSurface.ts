import type { Theme } from '@mui/material/styles';

/**
 * The surface a form sits on, chosen so the theme's error red stays at 4.5 : 1 on it: the light
 * paper (4.9 : 1) or, in the dark theme, the page background (4.9 : 1; the dark paper gives only 4.3).
 * Written per colour scheme (not from `palette.mode`): the theme object is the same in both schemes,
 * the dark one being a class on <html>, so a style chosen by mode would stay light after a toggle.
 */
export const formSurfaceSx = (theme: Theme) => ({
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  backgroundImage: 'none',
  ...theme.applyStyles('dark', { backgroundColor: (theme.vars ?? theme).palette.background.default }),
});
