/**
 * Text folded for word matching (docs/behaviour.md §14.1): full-width and compatibility forms to
 * their plain form (NFKC), case folded, Traditional to Simplified Chinese where a converter is
 * installed, and every space, punctuation mark, symbol and invisible character dropped, so
 * `敏 感-词`, `ＢＡＤ` and `b.a.d` all read as the word. Each folded unit remembers which
 * character of the original it came from, so a match can be masked in place.
 */

/** Characters that never count as part of a word: spaces, punctuation, symbols, control and format. */
const SEPARATOR = /[\p{Z}\p{P}\p{S}\p{C}\s]/u;

/** Maps one character to its Simplified form; the identity until a conversion table is installed. */
export type HanConverter = (char: string) => string;
let toSimplified: HanConverter = (char) => char;

/**
 * Installs a 简繁 conversion (one character in, its Simplified form out), e.g. built from a
 * conversion library's table. Words and texts are folded through it alike.
 */
export function installHanConverter(convert: HanConverter): void {
  toSimplified = convert;
}

export interface Folded {
  /** The folded text, separators removed. */
  text: string;
  /** For each UTF-16 unit of `text`: the index of the original character (code point) it came from. */
  origin: number[];
}

/**
 * Folds `input`. With `markup`, the insides of tags (`<img …>`) and entities (`&amp;`) are skipped:
 * they are never matched and so never masked (the markup stays whole).
 */
export function fold(input: string, markup = false): Folded {
  const chars = Array.from(input);
  let text = '';
  const origin: number[] = [];
  let inTag = false;
  let inEntity = false;
  chars.forEach((char, index) => {
    if (markup) {
      if (inTag) return void (inTag = char !== '>');
      if (inEntity) return void (inEntity = char !== ';' && /[#\w]/.test(char));
      if (char === '<') return void (inTag = true);
      if (char === '&') return void (inEntity = true);
    }
    for (const unit of toSimplified(char.normalize('NFKC').toLowerCase())) {
      if (SEPARATOR.test(unit)) continue;
      text += unit;
      for (let i = 0; i < unit.length; i++) origin.push(index);
    }
  });
  return { text, origin };
}

/** A word's folded form ('' when nothing of it counts, e.g. only symbols). */
export const foldWord = (word: string): string => fold(word).text;
