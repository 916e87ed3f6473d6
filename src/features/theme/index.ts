// Public surface of the theme feature: the light/dark mode, the app's MUI theme and the page-header
// (banner) list the theme store keeps.
export {
  pageHeadersLoaded,
  selectPageHeaderList,
  selectThemeMode,
  themeChanged,
  themeToggled,
  type PageHeader,
  type ThemeMode,
} from './themeSlice';
export { createAppTheme } from './muiTheme';
