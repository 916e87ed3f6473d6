import { readEncodedJson, removeEncoded, writeEncodedJson } from '@/shared/lib/storageCodec';

/** Local storage key of the article search history (stored encoded like every key). */
export const SEARCH_HISTORY_KEY = 'blog-search-history';
/** About ten searches are kept. */
export const SEARCH_HISTORY_MAX = 10;
/** Longer texts are not searches worth remembering (the server refuses them too). */
const TERM_MAX_CHARS = 50;

/** The history with `term` first: trimmed, no duplicates (an old equal entry moves up), the oldest dropped. */
export function addToHistory(history: string[], term: string, max = SEARCH_HISTORY_MAX): string[] {
  const clean = term.trim();
  if (!clean || clean.length > TERM_MAX_CHARS) return history;
  return [clean, ...history.filter((entry) => entry !== clean)].slice(0, max);
}

/** The stored history; anything malformed reads as empty. */
export function loadHistory(storage: Storage | undefined): string[] {
  const stored = readEncodedJson<unknown>(storage, SEARCH_HISTORY_KEY);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .slice(0, SEARCH_HISTORY_MAX);
}

export function saveHistory(storage: Storage | undefined, history: string[]): void {
  if (history.length === 0) removeEncoded(storage, SEARCH_HISTORY_KEY);
  else writeEncodedJson(storage, SEARCH_HISTORY_KEY, history);
}
