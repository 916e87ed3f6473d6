import { useEffect, useRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, useColorScheme, type Theme } from '@mui/material/styles';
import { useAppSelector } from '@/app/hooks';
import { useReducedMotion } from '@/shared/hooks/useReducedMotion';
import { createAppTheme } from './muiTheme';
import { selectThemeMode, type ThemeMode } from './themeSlice';
import { schemeChosenBeforePaint } from './themeScript';

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

/**
 * The theme slice's mode drives MUI's colour scheme (the class on <html>). Only changes are passed
 * on: the first scheme is the one index.html's inline script chose before paint, which the slice
 * reaches once persisted state and the start-up rule have been applied (docs/behaviour.md §3).
 */
function ModeSync() {
  const mode = useAppSelector(selectThemeMode);
  const { setMode } = useColorScheme();
  const last = useRef<ThemeMode>(mode);
  useEffect(() => {
    if (last.current === mode) return;
    last.current = mode;
    setMode(mode);
  }, [mode, setMode]);
  return null;
}

/** What MUI's provider calls on the theme at every render; their results depend on the theme only. */
interface ThemeSheets {
  generateThemeVars?: () => unknown;
  generateStyleSheets?: () => unknown;
}

const once = <T,>(make: () => T): (() => T) => {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
};

const themes = new Map<boolean, Theme>();

/**
 * One theme per motion setting for the life of the process, its CSS variables and sheets made once:
 * the server renders every page with it instead of building MUI's theme and its 20 KB of variables
 * again for each request (docs/performance.md "/article page under load").
 */
function appTheme(reducedMotion: boolean): Theme {
  let theme = themes.get(reducedMotion);
  if (!theme) {
    theme = createAppTheme('light', { reducedMotion });
    // MUI sets both on a theme with CSS variables; its Theme type does not name them.
    const sheets = theme as Theme & ThemeSheets;
    if (sheets.generateThemeVars) sheets.generateThemeVars = once(sheets.generateThemeVars);
    // Handed to Emotion already serialised (`css`, the string and name its Global would compute from
    // the same objects): Global takes a serialised style as it is, instead of turning the 20 KB of
    // variables into CSS and hashing them again at every render (docs/performance.md "/article page
    // under load").
    const generate = sheets.generateStyleSheets;
    if (generate) sheets.generateStyleSheets = once(() => css(generate() as Parameters<typeof css>[0]));
    themes.set(reducedMotion, theme);
  }
  return theme;
}

/**
 * MUI theme and baseline styles following the theme slice (docs/behaviour.md §3) and the reader's
 * motion setting. Markup and styles are the same for both schemes (server rendering needs that);
 * the scheme is a class on <html>.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = appTheme(reducedMotion);
  return (
    <ThemeProvider
      theme={theme}
      storageManager={null}
      defaultMode={schemeChosenBeforePaint()}
      // The scheme is known before paint (the head script), and the theme object is the same in both
      // schemes, so nothing waits for hydration: without this MUI re-renders once hydrated with a new
      // scheme context, which makes React hydrate every pending Suspense boundary at once in one long
      // task (docs/performance.md "Hydration").
      noSsr
      disableTransitionOnChange
    >
      <ModeSync />
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={reducedMotionStyles} />
      {children}
    </ThemeProvider>
  );
}
