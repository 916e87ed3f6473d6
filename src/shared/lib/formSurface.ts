import type { Theme } from '@mui/material/styles';

/**
 * The surface a form sits on, chosen so the theme's error red stays at 4.5 : 1 on it: the light
 * paper (4.9 : 1) or, in the dark theme, the page background (4.9 : 1; the dark paper gives only 4.3).
 */
export const formSurfaceSx = (theme: Theme) => ({
  backgroundColor: theme.palette.mode === 'dark' ? theme.palette.background.default : theme.palette.background.paper,
  backgroundImage: 'none',
});
