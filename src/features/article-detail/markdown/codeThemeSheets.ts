import type { CodeTheme, ThemeMode } from '@/features/theme';
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
export interface LazyStyle {
  use?: () => void;
  unuse?: () => void;
}

// The same highlight.js sheets md-editor-rt would fetch from a CDN, bundled instead.
export const SHEETS: Record<CodeTheme, Record<ThemeMode, LazyStyle>> = {
  a11y: { light: a11yLight, dark: a11yDark },
  atom: { light: atomLight, dark: atomDark },
  github: { light: githubLight, dark: githubDark },
  gradient: { light: gradientLight, dark: gradientDark },
  kimbie: { light: kimbieLight, dark: kimbieDark },
  paraiso: { light: paraisoLight, dark: paraisoDark },
  qtcreator: { light: qtcreatorLight, dark: qtcreatorDark },
  stackoverflow: { light: stackoverflowLight, dark: stackoverflowDark },
};
