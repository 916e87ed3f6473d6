/**
 * Song search of docs/behaviour.md §7.5: case-insensitive substring over title, aliases, artist names
 * and album name; every space-separated keyword must match; exact title matches first, library
 * order otherwise. Haystacks are lower-cased once at index time so a query is one linear pass of
 * `includes` (100,000 songs well under the 20 ms p95 goal, see docs/performance.md); recent
 * queries are cached so paging through one result list does not search again.
 */
export interface Searchable {
  title: string;
  alias: string[];
  artists: string[];
  album: string;
}

const SEPARATOR = '\u0000';
const CACHE_SIZE = 32;
/**
 * Distinct keywords a query may use; further ones are ignored. Without a bound one request with a
 * 1 MB body of `a a a …` runs songs × 500,000 `includes` and blocks the event loop for minutes.
 */
export const MAX_KEYWORDS = 16;

/** Form decoding of the keywords (the blog does not encode them): `+` is a space. */
export function splitKeywords(raw: string): string[] {
  return raw.replace(/\+/g, ' ').toLowerCase().split(/\s+/).filter(Boolean);
}

export class SearchIndex {
  private readonly haystacks: string[];
  private readonly titles: string[];
  private readonly cache = new Map<string, number[]>();

  constructor(items: Searchable[]) {
    this.haystacks = items.map((item) =>
      [item.title, ...item.alias, ...item.artists, item.album].join(SEPARATOR).toLowerCase(),
    );
    this.titles = items.map((item) => item.title.toLowerCase());
  }

  /** Indexes (into the constructor's array) of all matches, exact title matches first. */
  search(raw: string): number[] {
    const keywords = [...new Set(splitKeywords(raw))].slice(0, MAX_KEYWORDS);
    if (keywords.length === 0) return [];
    const key = keywords.join(' ');
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached); // refresh LRU position
      return cached;
    }
    const exact: number[] = [];
    const rest: number[] = [];
    const { haystacks, titles } = this;
    for (let i = 0; i < haystacks.length; i += 1) {
      const hay = haystacks[i];
      let ok = true;
      for (const keyword of keywords) {
        if (!hay.includes(keyword)) {
          ok = false;
          break;
        }
      }
      if (ok) (titles[i] === key ? exact : rest).push(i);
    }
    const result = exact.concat(rest);
    this.cache.set(key, result);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return result;
  }
}
