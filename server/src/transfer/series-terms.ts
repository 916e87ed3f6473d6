/**
 * Where a series lives in an exported folder (docs/import-export.md, Series): `series/<term>/_index.md`,
 * Hugo's page for the taxonomy term, so a Hugo site shows the series' title, description and cover
 * and our importer restores them.
 */

// In this leaf file so that front-matter.ts can name it without importing series-front.ts, which
// imports front-matter.ts.
/** The series a file puts its post in (docs/import-export.md, Series), in our columns' terms. */
export interface PostSeries {
  /** Trimmed, at most 64 characters (the column's size). */
  name: string;
  /** `series_weight`: the post's place as the file gives it; null when it gives none. */
  weight: number | null;
}

/** `series/<term>/_index.md` as the importer finds it, relative to the content folder. */
export const SERIES_INDEX = /^series\/([^/]+)\/_index\.(md|markdown)$/i;

const TERM_LENGTH = 50;

/**
 * The folder name Hugo gives the term (its urlize, for ordinary names): lower case, each run of
 * white space one `-`, only letters, digits, `-` and `_` kept, at most 50 characters; `''` when
 * nothing is left.
 */
export function seriesSlug(name: string): string {
  const kept = name
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return [...kept].slice(0, TERM_LENGTH).join('');
}

/**
 * Each series' term, unique among them: its slug, else `series-<id>` when the name has no letter or
 * digit; a slug another series took first (by id) gets `-<id>` after it.
 */
export function seriesTerms(series: readonly { id: number; name: string }[]): Map<number, string> {
  const terms = new Map<number, string>();
  const taken = new Set<string>();
  for (const { id, name } of [...series].sort((a, b) => a.id - b.id)) {
    const slug = seriesSlug(name);
    let term = slug || `series-${id}`;
    while (taken.has(term)) term = `${term}-${id}`;
    taken.add(term);
    terms.set(id, term);
  }
  return terms;
}
