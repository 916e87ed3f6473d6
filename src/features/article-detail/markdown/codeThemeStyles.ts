import { CODE_THEME_ATTRIBUTE } from '@protocol/readingThemes';
import type { CodeTheme, ThemeMode } from '@/features/theme';
import type { LazyStyle, SHEETS } from './codeThemeSheets';

type SheetTable = typeof SHEETS;

// The sixteen sheets are fetched after the page shows, in a chunk of their own: the text is readable
// uncoloured for that moment and colouring moves no layout (docs/performance.md "/article first load").
let sheets: Promise<SheetTable> | null = null;
function loadSheets(): Promise<SheetTable> {
  sheets ??= import(/* webpackChunkName: "code-themes" */ './codeThemeSheets').then(
    (module) => module.SHEETS,
    (error: unknown) => {
      sheets = null;
      throw error;
    },
  );
  return sheets;
}

export { codeStyleMode } from '@protocol/readingThemes';

/**
 * Puts one code theme's sheet on the page once the sheets are loaded; the returned function takes it
 * off again (or, called first, keeps it from being put on).
 */
export function applyCodeTheme(codeTheme: CodeTheme, mode: ThemeMode): () => void {
  let applied: LazyStyle | null = null;
  let cancelled = false;
  loadSheets().then(
    (table) => {
      if (cancelled) return;
      applied = (table[codeTheme] ?? table.atom)[mode];
      applied.use?.();
      // The sheet the head script loaded before the boot gives way (docs/behaviour.md §3).
      document.documentElement.removeAttribute(CODE_THEME_ATTRIBUTE);
    },
    // Left uncoloured; the next theme change tries the download again.
    () => undefined,
  );
  return () => {
    cancelled = true;
    applied?.unuse?.();
  };
}
