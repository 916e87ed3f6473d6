import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from '@protocol/searchRules';
import { onPostgres, type DB } from '../../db/database';
import type { SearchHit } from '@protocol/searchHit';
import { escapeLike, ilikeCount, ilikeSearch, type SearchRow, type TextHits } from './search-like';
import { inTaxonomy, taxonomyHits, taxonomyNamedIn, type NamedTaxonomy } from './search-taxonomy';
import { ftsCount, ftsSearch } from './search-fts';
import type { Page } from '../../lib/envelope';
import { markdownPlainText } from '../../lib/markdown-text';

/** docs/behaviour.md §9.2 getArticleListByContent: up to 8 results, a plain-text snippet around the match. */
export const SEARCH_LIMIT = SEARCH_PAGE_SIZE;
export const SNIPPET_LENGTH = 120;
export { MAX_SEARCH_PAGE };

export { escapeLike } from './search-like';

/** How much text before the match a snippet keeps, so the hit is read in its sentence. */
export const SNIPPET_LEAD = 24;

const flatten = (text: string) => text.replace(/\s+/g, ' ');

/**
 * docs/behaviour.md §9.2: the article's plain text (Markdown read as a reader sees it, code included,
 * no `##`, fences or table pipes) around the first match — a short lead, then the match and what
 * follows — or its start when only the title matched.
 */
export function snippetAt(content: string, keyword: string): string {
  const flat = markdownPlainText(content, { code: true });
  const chars = Array.from(flat);
  const index = flat.toLowerCase().indexOf(flatten(keyword).trim().toLowerCase());
  if (index < 0) return chars.slice(0, SNIPPET_LENGTH).join('');
  const at = Array.from(flat.slice(0, index)).length;
  const start = Math.max(0, at - SNIPPET_LEAD);
  if (start === 0) return chars.slice(0, SNIPPET_LENGTH).join('');
  return `…${chars.slice(start, start + SNIPPET_LENGTH - 1).join('')}`;
}

async function textHits(db: DB, keyword: string, limit: number): Promise<TextHits> {
  return onPostgres(db) ? ilikeSearch(db, escapeLike(keyword), limit) : ftsSearch(db, keyword, limit);
}

/**
 * docs/behaviour.md §9.2 ranking: title hits, then the articles of a tag or category named in the
 * text (each saying so in `matchedBy`), then body hits; each group newest first, `limit` in all.
 */
async function hits(db: DB, keyword: string, limit: number, named: NamedTaxonomy | null): Promise<SearchHit[]> {
  const { titles, bodies } = await textHits(db, keyword, limit);
  const byName = named
    ? await taxonomyHits(
        db,
        named,
        limit - titles.length,
        titles.map((row) => row.id),
      )
    : [];
  const foundByName = new Set(byName.map((row) => row.id));
  const rows: Array<SearchRow & Pick<SearchHit, 'matchedBy'>> = [
    ...titles,
    ...byName,
    ...bodies.filter((row) => !foundByName.has(row.id)),
  ];
  return rows.slice(0, limit).map((row) => ({ ...row, article_content: snippetAt(row.article_content, keyword) }));
}

/**
 * Plain-text search in public titles and bodies: the visitor's text is always literal (never FTS
 * syntax, never a LIKE or regex pattern) and case-insensitive for ASCII. Title hits come first, then
 * the articles of a tag or category the text names, then body hits, each newest first, up to SEARCH_LIMIT. SQLite answers from its FTS5 trigram index
 * (search-fts.ts); PostgreSQL from pg_trgm GIN indexes behind ILIKE (search-like.ts).
 */
export async function searchArticles(db: DB, text: string): Promise<SearchHit[]> {
  const keyword = text.trim();
  return keyword ? hits(db, keyword, SEARCH_LIMIT, await taxonomyNamedIn(db, keyword)) : [];
}

/**
 * docs/behaviour.md §9.2 searchArticles: page `current` (8 a page) of the same ordering as
 * searchArticles, and `total`, every public article the text is in. A page is read as the first
 * current × 8 hits (the title-then-body order has no cheap OFFSET), so pages are bounded. `total`
 * counts the articles of a named tag or category too.
 */
export async function searchPage(db: DB, text: string, current: number): Promise<Page<SearchHit>> {
  const keyword = text.trim();
  const size = SEARCH_LIMIT;
  if (!keyword) return { current, size, total: 0, list: [] };
  const named = await taxonomyNamedIn(db, keyword);
  const also = named ? inTaxonomy(named) : undefined;
  const [found, total] = await Promise.all([
    hits(db, keyword, current * size, named),
    onPostgres(db) ? ilikeCount(db, escapeLike(keyword), also) : ftsCount(db, keyword, also),
  ]);
  return { current, size, total, list: found.slice((current - 1) * size) };
}
