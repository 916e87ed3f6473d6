import { MASK_CHAR, type WordAction } from '@protocol/spamRules';
import { fold, foldWord } from './normalise';

/** A list as matching uses it: its action and its words, already folded. */
export interface FoldedList {
  action: WordAction;
  words: string[];
}

export interface WordScreening {
  /** The text, with the words of every 'mask' list masked. */
  text: string;
  /** A 'hold' list matched. */
  hold: boolean;
  /** A 'reject' list matched. */
  reject: boolean;
}

export function foldLists(lists: { action: WordAction; words: string[] }[]): FoldedList[] {
  return lists.map((list) => ({
    action: list.action,
    words: [...new Set(list.words.map(foldWord).filter((word) => word !== ''))],
  }));
}

/** Every start of `word` in `text`. */
function occurrences(text: string, word: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) found.push(at);
  return found;
}

/**
 * Screens one text against the lists (docs/behaviour.md §13.1). Masking replaces each original
 * character that formed a matched word with ＊; the separators between them and any markup stay.
 */
export function screenWords(input: string, lists: FoldedList[], markup = false): WordScreening {
  const folded = fold(input, markup);
  const masked = new Set<number>();
  let hold = false;
  let reject = false;
  for (const list of lists) {
    for (const word of list.words) {
      const starts = occurrences(folded.text, word);
      if (starts.length === 0) continue;
      if (list.action === 'hold') hold = true;
      if (list.action === 'reject') reject = true;
      if (list.action !== 'mask') continue;
      for (const start of starts) for (let i = start; i < start + word.length; i++) masked.add(folded.origin[i]);
    }
  }
  if (masked.size === 0) return { text: input, hold, reject };
  const text = Array.from(input)
    .map((char, index) => (masked.has(index) ? MASK_CHAR : char))
    .join('');
  return { text, hold, reject };
}

/** Links a text carries: http(s) addresses and bare `www.` hosts. */
export function countLinks(text: string): number {
  return (text.match(/https?:\/\/|(?<![\w.])www\./gi) ?? []).length;
}
