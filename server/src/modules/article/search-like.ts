import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { publicArticles } from './queries';

/** A public article row as the search steps return it, before the body becomes a snippet. */
export interface SearchRow {
  id: number;
  article_title: string;
  article_content: string;
}

/** Escapes LIKE wildcards so '%' and '_' typed by a visitor match themselves (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * PostgreSQL: substring search with ILIKE ('%' + escaped text + '%'), which the pg_trgm GIN indexes
 * of migration 002 serve; title hits first, then newest.
 */
const eitherContains = (pattern: string) =>
  sql<boolean>`(a.article_title ILIKE ${pattern} ESCAPE '\\' OR a.article_content ILIKE ${pattern} ESCAPE '\\')`;

/** PostgreSQL: how many public articles contain the text in title or body. */
export async function ilikeCount(db: DB, escaped: string): Promise<number> {
  const row = await publicArticles(db)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(eitherContains(`%${escaped}%`))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function ilikeSearch(db: DB, escaped: string, limit: number): Promise<SearchRow[]> {
  const pattern = `%${escaped}%`;
  const rows = await publicArticles(db)
    .select((eb) => [
      'a.id',
      'a.article_title',
      'a.article_content',
      sql<boolean>`(${eb.ref('a.article_title')} ILIKE ${pattern} ESCAPE '\\')`.as('title_hit'),
    ])
    .where(eitherContains(pattern))
    .orderBy('title_hit', 'desc')
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ id, article_title, article_content }) => ({ id, article_title, article_content }));
}

/**
 * SQLite: among the `within` newest public articles (read through the articles_public_newest
 * index), the newest `limit` whose body contains the text. When that fills a page it is exactly the
 * newest page of body hits overall. SQLite's LIKE ignores ASCII case, like the trigram index.
 */
export async function newestBodiesLike(
  db: DB,
  escaped: string,
  limit: number,
  exclude: number[],
  within: number,
): Promise<SearchRow[]> {
  const newest = publicArticles(db)
    .select(['a.id', 'a.article_title', 'a.article_content', 'a.createdAt'])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(within);
  let query = db
    .selectFrom(newest.as('n'))
    .select(['n.id', 'n.article_title', 'n.article_content'])
    .where(sql<boolean>`n.article_content LIKE ${`%${escaped}%`} ESCAPE '\\'`);
  if (exclude.length) query = query.where('n.id', 'not in', exclude);
  return query.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
}
