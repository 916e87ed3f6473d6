import { PostgresAdapter } from 'kysely';
import type { DB } from '../../db/database';
import { escapeLike, ilikeSearch } from './search-like';
import { ftsSearch } from './search-fts';

/** docs/behaviour.md §9.2 getArticleListByContent: up to 8 results, snippet starting at the match. */
export const SEARCH_LIMIT = 8;
export const SNIPPET_LENGTH = 120;

export { escapeLike } from './search-like';

const flatten = (text: string) => text.replace(/\s+/g, ' ');

/** The content from the first match on (whitespace collapsed), or its start when only the title matched. */
export function snippetAt(content: string, keyword: string): string {
  const flat = flatten(content);
  const index = flat.toLowerCase().indexOf(flatten(keyword).toLowerCase());
  return flat.slice(Math.max(0, index), Math.max(0, index) + SNIPPET_LENGTH);
}

export interface SearchHit {
  id: number;
  article_title: string;
  article_content: string;
}

/**
 * Plain-text search in public titles and bodies: the visitor's text is always literal (never FTS
 * syntax, never a LIKE or regex pattern) and case-insensitive for ASCII. Title hits come first, then
 * body hits, each newest first, up to SEARCH_LIMIT. SQLite answers from its FTS5 trigram index
 * (search-fts.ts); PostgreSQL from pg_trgm GIN indexes behind ILIKE (search-like.ts).
 */
export async function searchArticles(db: DB, text: string): Promise<SearchHit[]> {
  const keyword = text.trim();
  if (!keyword) return [];
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await ilikeSearch(db, escapeLike(keyword), SEARCH_LIMIT)
      : await ftsSearch(db, keyword, SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    article_title: row.article_title,
    article_content: snippetAt(row.article_content, keyword),
  }));
}
