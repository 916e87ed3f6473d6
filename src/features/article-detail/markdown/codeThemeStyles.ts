import type { CodeTheme, PreviewTheme, ThemeMode } from '@/features/theme';
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

/** Preview themes whose code blocks sit on a dark background even in light mode (md-editor-rt's default list). */
const DARK_CODE_PREVIEWS: readonly PreviewTheme[] = ['default', 'mk-cute'];

/** Which variant of the code theme fits: md-editor-rt's `codeStyleReverse` rule. */
export function codeStyleMode(previewTheme: PreviewTheme, mode: ThemeMode): ThemeMode {
  return DARK_CODE_PREVIEWS.includes(previewTheme) ? 'dark' : mode;
}

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
    },
    // Left uncoloured; the next theme change tries the download again.
    () => undefined,
  );
  return () => {
    cancelled = true;
    applied?.unuse?.();
  };
}
