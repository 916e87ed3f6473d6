import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useAppSelector } from '@/app/hooks';
import { useReducedMotion } from '@/shared/hooks/useReducedMotion';
import { createAppTheme } from './muiTheme';
import { selectThemeMode } from './themeSlice';

// prefers-reduced-motion for everything outside MUI's transitions: keyframe animations (disc, cursor,
// skeleton pulse), CSS transitions (nprogress bar, header slide) and smooth scrolling stop at once.
const reducedMotionStyles = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/** MUI theme and baseline styles following the theme slice (docs/behaviour.md §3) and the reader's motion setting. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => createAppTheme(mode, { reducedMotion }), [mode, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={reducedMotionStyles} />
      {children}
    </ThemeProvider>
  );
}
