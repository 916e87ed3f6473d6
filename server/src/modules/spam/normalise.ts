import { Converter } from 'opencc-js';

/**
 * Text folded for word matching (docs/behaviour.md §13.1): full-width and compatibility forms to
 * their plain form (NFKC), case folded, Traditional to Simplified Chinese, and every space, punctuation mark, symbol and invisible character dropped, so
 * `敏 感-词`, `ＢＡＤ` and `b.a.d` all read as the word. Each folded unit remembers which
 * character of the original it came from, so a match can be masked in place.
 */

/** Characters that never count as part of a word: spaces, punctuation, symbols, control and format. */
const SEPARATOR = /[\p{Z}\p{P}\p{S}\p{C}\s]/u;

/**
 * Traditional (Hong Kong and Taiwan usage too) to Simplified, by OpenCC's tables (opencc-js), built on
 * the first fold: about 0.1 s and 8 MB once, then a fraction of a millisecond per thousand characters.
 */
let toSimplified: ((text: string) => string) | null = null;
function simplified(text: string): string {
  if (!toSimplified) {
    const fromHongKong = Converter({ from: 'hk', to: 'cn' });
    const fromTaiwan = Converter({ from: 'tw', to: 'cn' });
    toSimplified = (value) => fromTaiwan(fromHongKong(value));
  }
  return toSimplified(text);
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
  // Each code point of the NFKC, case-folded text, with the original character it came from.
  const units: string[] = [];
  const from: number[] = [];
  let inTag = false;
  let inEntity = false;
  Array.from(input).forEach((char, index) => {
    if (markup) {
      if (inTag) return void (inTag = char !== '>');
      if (inEntity) return void (inEntity = char !== ';' && /[#\w]/.test(char));
      if (char === '<') return void (inTag = true);
      if (char === '&') return void (inEntity = true);
    }
    for (const unit of char.normalize('NFKC').toLowerCase()) {
      units.push(unit);
      from.push(index);
    }
  });
  // Converted whole (phrases convert as phrases); a conversion that changed the length, which
  // OpenCC's Traditional-to-Simplified tables do not, is redone a character at a time.
  const whole = Array.from(simplified(units.join('')));
  const converted = whole.length === units.length ? whole : units.map(simplified);
  let text = '';
  const origin: number[] = [];
  converted.forEach((piece, i) => {
    for (const unit of piece) {
      if (SEPARATOR.test(unit)) continue;
      text += unit;
      for (let k = 0; k < unit.length; k++) origin.push(from[i]);
    }
  });
  return { text, origin };
}

/** A word's folded form ('' when nothing of it counts, e.g. only symbols). */
export const foldWord = (word: string): string => fold(word).text;
