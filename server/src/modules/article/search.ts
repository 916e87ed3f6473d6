import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { publicArticles } from './queries';

/** docs/behaviour.md §9.2 getArticleListByContent: up to 8 results, snippet starting at the match. */
export const SEARCH_LIMIT = 8;
export const SNIPPET_LENGTH = 120;

/** Escapes LIKE wildcards so '%' and '_' typed by a visitor match themselves (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

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
 * Plain-text search in public titles and bodies (never a regex): LIKE with escaped wildcards, and
 * lower() on both sides so it is case-insensitive on SQLite and PostgreSQL alike.
 */
export async function searchArticles(db: DB, text: string): Promise<SearchHit[]> {
  const keyword = text.trim();
  if (!keyword) return [];
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  const rows = await publicArticles(db)
    .select(['a.id', 'a.article_title', 'a.article_content'])
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('a.article_title')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('a.article_content')}) like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({ id: row.id, article_title: row.article_title, article_content: snippetAt(row.article_content, keyword) }));
}
