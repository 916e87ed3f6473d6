/**
 * The article's reading themes (docs/behaviour.md §3): md-editor-rt's preview themes and the
 * highlight.js code themes a reader picks in 阅读设置. Shared by the app, the stylesheet build and
 * the page's head script, which applies a saved choice before the first paint, before the app boots.
 */
export const PREVIEW_THEMES = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'] as const;
export const CODE_THEMES = [
  'atom',
  'a11y',
  'github',
  'gradient',
  'kimbie',
  'paraiso',
  'qtcreator',
  'stackoverflow',
] as const;
export type PreviewTheme = (typeof PREVIEW_THEMES)[number];
export type CodeTheme = (typeof CODE_THEMES)[number];
export type SchemeMode = 'light' | 'dark';

/**
 * Each code theme's highlight.js stylesheet (`highlight.js/styles/<name>.min.css`) by scheme: what
 * the app bundles (codeThemeSheets.ts) and the stylesheet build writes for the head script.
 */
export const CODE_THEME_FILES: Record<CodeTheme, Record<SchemeMode, string>> = {
  a11y: { light: 'a11y-light', dark: 'a11y-dark' },
  atom: { light: 'atom-one-light', dark: 'atom-one-dark' },
  github: { light: 'github', dark: 'github-dark' },
  gradient: { light: 'gradient-light', dark: 'gradient-dark' },
  kimbie: { light: 'kimbie-light', dark: 'kimbie-dark' },
  paraiso: { light: 'paraiso-light', dark: 'paraiso-dark' },
  qtcreator: { light: 'qtcreator-light', dark: 'qtcreator-dark' },
  stackoverflow: { light: 'stackoverflow-light', dark: 'stackoverflow-dark' },
};

/** Preview themes whose code blocks sit on a dark background even in light mode (md-editor-rt's list). */
export const DARK_CODE_PREVIEWS: readonly PreviewTheme[] = ['default', 'mk-cute'];

/** Which variant of the code theme fits: md-editor-rt's `codeStyleReverse` rule. */
export function codeStyleMode(previewTheme: PreviewTheme, mode: SchemeMode): SchemeMode {
  return DARK_CODE_PREVIEWS.includes(previewTheme) ? 'dark' : mode;
}

/**
 * The reader's choice, mirrored outside the encrypted saved state (encoded like every key,
 * docs/behaviour.md §1.5) for the head script, which runs before any decryption could.
 */
export const READING_THEMES_KEY = 'blog-reading-themes';
export interface ReadingThemesChoice {
  preview: PreviewTheme;
  code: CodeTheme;
}

/**
 * The stylesheets a reader's other choice needs before the app's own arrive: the five preview themes
 * besides the default, and every code theme variant besides the default's (atom, dark), which the
 * article's page sheet already carries. Written by `npm run build:styles`; a page with an article body
 * names them in a <meta> the head script reads.
 */
export interface ReadingSheets {
  preview: Partial<Record<PreviewTheme, string>>;
  code: Partial<Record<CodeTheme, Partial<Record<SchemeMode, string>>>>;
  darkCode: readonly PreviewTheme[];
}
export const READING_SHEETS_META = 'inkstone-reading-sheets';

/**
 * The code sheets loaded before the boot hold only while <html> carries this attribute: their rules
 * are prefixed with it, so they win over the page sheet's default; the app drops the attribute once
 * its own code theme is in place, and a later choice is not overruled.
 */
export const CODE_THEME_ATTRIBUTE = 'data-code-theme';
