import type { CodeTheme, PreviewTheme, ThemeMode } from '@/features/theme';
import a11yDark from 'highlight.js/styles/a11y-dark.min.css';
import a11yLight from 'highlight.js/styles/a11y-light.min.css';
import atomDark from 'highlight.js/styles/atom-one-dark.min.css';
import atomLight from 'highlight.js/styles/atom-one-light.min.css';
import githubDark from 'highlight.js/styles/github-dark.min.css';
import githubLight from 'highlight.js/styles/github.min.css';
import gradientDark from 'highlight.js/styles/gradient-dark.min.css';
import gradientLight from 'highlight.js/styles/gradient-light.min.css';
import kimbieDark from 'highlight.js/styles/kimbie-dark.min.css';
import kimbieLight from 'highlight.js/styles/kimbie-light.min.css';
import paraisoDark from 'highlight.js/styles/paraiso-dark.min.css';
import paraisoLight from 'highlight.js/styles/paraiso-light.min.css';
import qtcreatorDark from 'highlight.js/styles/qtcreator-dark.min.css';
import qtcreatorLight from 'highlight.js/styles/qtcreator-light.min.css';
import stackoverflowDark from 'highlight.js/styles/stackoverflow-dark.min.css';
import stackoverflowLight from 'highlight.js/styles/stackoverflow-light.min.css';

/** A stylesheet webpack injects only while used (style-loader lazyStyleTag, webpack.config.ts). */
interface LazyStyle {
  use?: () => void;
  unuse?: () => void;
}

// The same highlight.js sheets md-editor-rt would fetch from a CDN, bundled instead.
const SHEETS: Record<CodeTheme, Record<ThemeMode, LazyStyle>> = {
  a11y: { light: a11yLight, dark: a11yDark },
  atom: { light: atomLight, dark: atomDark },
  github: { light: githubLight, dark: githubDark },
  gradient: { light: gradientLight, dark: gradientDark },
  kimbie: { light: kimbieLight, dark: kimbieDark },
  paraiso: { light: paraisoLight, dark: paraisoDark },
  qtcreator: { light: qtcreatorLight, dark: qtcreatorDark },
  stackoverflow: { light: stackoverflowLight, dark: stackoverflowDark },
};

/** Preview themes whose code blocks sit on a dark background even in light mode (md-editor-rt's default list). */
const DARK_CODE_PREVIEWS: readonly PreviewTheme[] = ['default', 'mk-cute'];

/** Which variant of the code theme fits: md-editor-rt's `codeStyleReverse` rule. */
export function codeStyleMode(previewTheme: PreviewTheme, mode: ThemeMode): ThemeMode {
  return DARK_CODE_PREVIEWS.includes(previewTheme) ? 'dark' : mode;
}

/** Puts one code theme's sheet on the page; the returned function takes it off again. */
export function applyCodeTheme(codeTheme: CodeTheme, mode: ThemeMode): () => void {
  const sheet = (SHEETS[codeTheme] ?? SHEETS.atom)[mode];
  sheet.use?.();
  return () => sheet.unuse?.();
}
