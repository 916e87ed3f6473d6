import type { ThemeMode } from './themeSlice';

/**
 * index.html's inline <head> script (public/index.html) puts the reader's scheme on <html> as a
 * class before the first paint: the saved useDarkKEY flag (stored as base64 of JSON, see
 * themeFlag.ts), else the hour rule of docs/behaviour.md §3. The server allows it by its sha256
 * hash (script-src stays 'self'). The scheme it chose, read back for MUI's first mode.
 */
export function schemeChosenBeforePaint(): ThemeMode {
  return readSchemeChosenBeforePaint() ?? 'light';
}

/** The scheme the head script put on <html>, or null where it did not run (tests, the server). */
export function readSchemeChosenBeforePaint(): ThemeMode | null {
  if (typeof document === 'undefined') return null;
  const classes = document.documentElement.classList;
  if (classes.contains('dark')) return 'dark';
  return classes.contains('light') ? 'light' : null;
}
