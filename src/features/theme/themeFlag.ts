import { readEncodedJson, safeStorage, writeEncodedJson } from '@/shared/lib/storageCodec';
import { themeForHour, type ThemeMode } from './themeSlice';

/** docs/behaviour.md §3: the dark-mode flag's storage key; values 'dark' and 'light' (encoded per docs/behaviour.md §3). */
export const DARK_FLAG_KEY = 'useDarkKEY';

const isMode = (value: unknown): value is ThemeMode => value === 'dark' || value === 'light';

/** The saved theme, or null when none (or an unreadable one) is stored. */
export function readThemeFlag(storage: Storage | undefined = safeStorage('local')): ThemeMode | null {
  const value = readEncodedJson<unknown>(storage, DARK_FLAG_KEY);
  return isMode(value) ? value : null;
}

export function writeThemeFlag(mode: ThemeMode, storage: Storage | undefined = safeStorage('local')): void {
  writeEncodedJson(storage, DARK_FLAG_KEY, mode);
}

/**
 * docs/behaviour.md §3, on start: a saved theme wins (switched only when it differs from the current one);
 * with none saved, hours 8 to 18 inclusive select light, other hours dark.
 * Returns the theme to switch to, or null to keep the current one.
 */
export function startupTheme(saved: ThemeMode | null, current: ThemeMode, hour: number): ThemeMode | null {
  const wanted = saved ?? themeForHour(hour);
  return wanted === current ? null : wanted;
}
