// Public surface of the theme feature: the light/dark mode, the reading themes and the app's MUI theme.
export {
  CODE_THEMES,
  PREVIEW_THEMES,
  codeThemeChanged,
  previewThemeChanged,
  selectCodeTheme,
  selectPreviewTheme,
  type CodeTheme,
  type PreviewTheme,
  selectThemeMode,
  themeChanged,
  themeToggled,
  messageLayoutToggled,
  selectMessageTypeIsCard,
  type ThemeMode,
} from './themeSlice';
export { createAppTheme } from './muiTheme';
export { mirrorReadingThemes, takeMirroredReadingThemes } from './readingThemesMirror';
