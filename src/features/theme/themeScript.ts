import type { ThemeMode } from './themeSlice';

/**
 * index.html's inline <head> script (public/index.html) puts the reader's scheme on <html> as a
 * class before the first paint: the saved useDarkKEY flag (stored as base64 of JSON, see
 * themeFlag.ts), else the hour rule of docs/behaviour.md §3. The server allows it by its sha256
 * hash (script-src stays 'self'). The scheme it chose, read back for MUI's first mode.
 */
export function schemeChosenBeforePaint(): ThemeMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}
