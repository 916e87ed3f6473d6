// Public surface of the theme feature: the light/dark mode, the app's MUI theme and the page-header
// (banner) list the theme store keeps.
export {
  CODE_THEMES,
  PREVIEW_THEMES,
  codeThemeChanged,
  previewThemeChanged,
  selectCodeTheme,
  selectPreviewTheme,
  type CodeTheme,
  type PreviewTheme,
  pageHeadersLoaded,
  selectPageHeaderList,
  selectThemeMode,
  themeChanged,
  themeToggled,
  messageLayoutToggled,
  selectMessageTypeIsCard,
  type PageHeader,
  type ThemeMode,
} from './themeSlice';
export { createAppTheme } from './muiTheme';
export { mirrorReadingThemes, takeMirroredReadingThemes } from './readingThemesMirror';
