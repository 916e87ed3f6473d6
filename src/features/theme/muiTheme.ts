import { createTheme, type Theme } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';
import type { ThemeMode } from './themeSlice';
import { focusRing } from './focusRing';

/** Self-hosted system fonts only (no CDN): Chinese first, then the platform sans-serif. */
export const FONT_STACK = '"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif';

// A calm ink-and-paper palette: rice paper and ink blue by day, inkstone and moonlight by night,
// with a seal-red accent (砚 = inkstone).
const palettes = {
  light: {
    primary: { main: '#34506a' },
    secondary: { main: '#b5482f' },
    background: { default: '#f6f3ec', paper: '#fffdf8' },
    text: { primary: '#2a2a28', secondary: '#5f5c55' },
    divider: 'rgba(42, 42, 40, 0.12)',
  },
  dark: {
    primary: { main: '#94b6cf' },
    secondary: { main: '#e0846b' },
    background: { default: '#151719', paper: '#1f2225' },
    text: { primary: '#e6e2d9', secondary: '#a9a499' },
    divider: 'rgba(230, 226, 217, 0.12)',
  },
} as const;

/**
 * Filled alerts (notices) in the dark scheme keep the text colour MUI picks for the colour's main
 * tone: the CSS-variables default puts white on success.dark, 4.1 : 1 (docs/accessibility.md).
 */
const darkFilledAlerts = {
  successFilledColor: 'rgba(0, 0, 0, 0.87)',
  infoFilledColor: 'rgba(0, 0, 0, 0.87)',
  warningFilledColor: 'rgba(0, 0, 0, 0.87)',
};

export interface ThemeOptions {
  /** prefers-reduced-motion: MUI's own transitions (dialogs, drawers, menus, ripples) are switched off. */
  reducedMotion?: boolean;
}

/**
 * The class on <html> that selects the colour scheme (MUI CSS theme variables): both schemes are in
 * the page's CSS, so the inline script of index.html can pick the reader's before the first paint
 * (docs/architecture.md, server rendering) and switching needs no new styles.
 */
export const COLOR_SCHEME_SELECTOR = 'class';

/** The focus ring of both schemes, the dark one under the dark scheme's selector. */
const ringStyles = (theme: Theme) => ({ ...focusRing('light'), ...theme.applyStyles('dark', focusRing('dark')) });

/**
 * The MUI theme (docs/behaviour.md §3: light and dark) with both colour schemes as CSS variables;
 * `mode` is the scheme it starts from (the server and the first client render use light, the class
 * on <html> shows the reader's). See docs/accessibility.md for focus and motion.
 */
export function createAppTheme(mode: ThemeMode, { reducedMotion = false }: ThemeOptions = {}): Theme {
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
      colorSchemes: {
        light: { palette: palettes.light },
        dark: { palette: { ...palettes.dark, Alert: darkFilledAlerts } },
      },
      defaultColorScheme: mode,
      typography: { fontFamily: FONT_STACK, h1: { fontWeight: 600 }, h2: { fontWeight: 600 } },
      shape: { borderRadius: 10 },
      // MUI documents `create: () => 'none'` as the way to turn its transitions off; the Transition
      // components still run their callbacks, so focus moves and closes work as usual.
      ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
      components: {
        MuiCssBaseline: {
          styleOverrides: (theme: Theme) => ({
            ':focus-visible': ringStyles(theme),
            '[tabindex="-1"]:focus': { outline: 'none' },
          }),
        },
        // Every button, link-button, tab, chip, list item and menu item shows the same ring.
        MuiButtonBase: {
          defaultProps: { disableRipple: reducedMotion },
          styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': ringStyles(theme) }) },
        },
        MuiCard: {
          styleOverrides: {
            root: { transition: reducedMotion ? 'none' : 'box-shadow .25s ease, transform .25s ease' },
          },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    // MUI's own Chinese texts (pagination "第 2 页", table pager, close buttons): the page is zh-CN.
    zhCN,
  );
}
