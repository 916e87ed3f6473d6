import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database';
import { publicArticles, publicBody } from './queries';

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

/** The text search's hits, title hits apart so other reasons can rank between (search.ts). */
export interface TextHits {
  titles: SearchRow[];
  bodies: SearchRow[];
}

/**
 * PostgreSQL: substring search with ILIKE ('%' + escaped text + '%'), which the pg_trgm GIN indexes
 * of migration 002 serve; title hits first, then newest. A protected article's body never matches
 * (docs/behaviour.md §11.4).
 */
const eitherContains = (pattern: string) =>
  sql<boolean>`(a.article_title ILIKE ${pattern} ESCAPE '\\' OR (a.access_hash IS NULL AND a.article_content ILIKE ${pattern} ESCAPE '\\'))`;

/** PostgreSQL: how many public articles contain the text in title or body, or pass `also`. */
export async function ilikeCount(db: DB, escaped: string, also?: RawBuilder<boolean>): Promise<number> {
  const contains = eitherContains(`%${escaped}%`);
  const row = await publicArticles(db)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(also ? sql<boolean>`(${contains} OR ${also})` : contains)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function ilikeSearch(db: DB, escaped: string, limit: number): Promise<TextHits> {
  const pattern = `%${escaped}%`;
  const rows = await publicArticles(db)
    .select((eb) => [
      'a.id',
      'a.article_title',
      publicBody.as('article_content'),
      sql<boolean>`(${eb.ref('a.article_title')} ILIKE ${pattern} ESCAPE '\\')`.as('title_hit'),
    ])
    .where(eitherContains(pattern))
    .orderBy('title_hit', 'desc')
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  const hits: TextHits = { titles: [], bodies: [] };
  for (const { id, article_title, article_content, title_hit } of rows)
    (title_hit ? hits.titles : hits.bodies).push({ id, article_title, article_content });
  return hits;
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
    .where('a.access_hash', 'is', null)
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
