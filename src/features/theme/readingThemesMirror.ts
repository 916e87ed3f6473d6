import { CODE_THEMES, PREVIEW_THEMES, READING_THEMES_KEY, type ReadingThemesChoice } from '@protocol/readingThemes';
import { readEncodedJson, safeStorage, writeEncodedJson } from '@/shared/lib/storageCodec';
import { codeThemeChanged, previewThemeChanged, type ThemeState } from './themeSlice';

// docs/behaviour.md §3: the reader's preview and code themes are saved encrypted with the rest of the
// theme state, which is read only after `load`; index.html's head script cannot decrypt it, so the
// choice is also kept plain (encoded like every key, docs/behaviour.md §1.5) for the first paint.

/** The mirrored choice, or null when none (or an unknown one) is stored. */
export function readReadingThemes(storage: Storage | undefined = safeStorage('local')): ReadingThemesChoice | null {
  const value = readEncodedJson<Partial<ReadingThemesChoice>>(storage, READING_THEMES_KEY);
  const preview = PREVIEW_THEMES.find((theme) => theme === value?.preview);
  const code = CODE_THEMES.find((theme) => theme === value?.code);
  return preview && code ? { preview, code } : null;
}

interface ThemeStore {
  getState: () => { theme: ThemeState };
  subscribe: (listener: () => void) => () => void;
}

/**
 * The store takes the mirrored choice before the first render: the body keeps the theme the head
 * script gave it, and the app's first code sheet is the reader's (not the default's for a moment).
 */
export function takeMirroredReadingThemes(
  dispatch: (action: ReturnType<typeof previewThemeChanged | typeof codeThemeChanged>) => unknown,
): void {
  const reading = readReadingThemes();
  if (!reading) return;
  dispatch(previewThemeChanged(reading.preview));
  dispatch(codeThemeChanged(reading.code));
}

/** Keeps the mirror equal to the store's choice; start it once saved state is restored. */
export function mirrorReadingThemes(store: ThemeStore, storage = safeStorage('local')): () => void {
  let last = '';
  const write = () => {
    const { previewTheme, codeTheme } = store.getState().theme;
    const choice: ReadingThemesChoice = { preview: previewTheme, code: codeTheme };
    const serialised = JSON.stringify(choice);
    if (serialised === last) return;
    last = serialised;
    writeEncodedJson(storage, READING_THEMES_KEY, choice);
  };
  write();
  return store.subscribe(write);
}
