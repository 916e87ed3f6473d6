import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { SEARCH_TABLES } from '../../db/migrations/002-article-search';
import { publicArticles } from './queries';
import type { SearchRow } from './search';
import { escapeLike, newestBodiesLike } from './search-like';

type SearchTable = (typeof SEARCH_TABLES)[number];
const [TITLES, BODIES] = SEARCH_TABLES;

/**
 * When a text is in at least this share of the public articles, walking them newest first finds a
 * page of hits after a few dozen rows, while the index would list nearly every row before sorting.
 */
const DENSE_SHARE = 1 / 20;

/** A literal FTS5 string: inside double quotes nothing is syntax, and a '"' is written twice. */
export const ftsString = (text: string): string => `"${text.replace(/"/g, '""')}"`;

interface MatchPlan {
  /** The FTS5 query: one quoted phrase, or an OR of the trigrams a two-character text starts. */
  expression: string;
  /** Articles certainly containing the text (0 when unknown): decides index vs newest-first walk. */
  knownDocs: number;
}

/**
 * How to find `keyword` (2+ characters) in one trigram table, or null when it cannot occur there.
 * Three or more characters are a phrase (consecutive trigrams = the substring itself). Two characters
 * are below the trigram index's reach, so they become every indexed trigram that starts with them —
 * each indexed text ends with a newline, so a match at the very end of a text starts one too.
 */
export async function planMatch(db: DB, table: SearchTable, keyword: string): Promise<MatchPlan | null> {
  const folded = keyword.toLowerCase();
  const chars = [...folded];
  const vocab = sql.table(table.vocab);
  if (chars.length === 2) {
    // U+10FFFF sorts after every character, so [folded, folded + U+10FFFF) is "starts with folded".
    const { rows } = await sql<{ term: string; doc: number }>`
      SELECT term, doc FROM ${vocab} WHERE term >= ${folded} AND term < ${`${folded}\u{10FFFF}`}`.execute(db);
    if (!rows.length) return null;
    return {
      expression: rows.map((r) => ftsString(r.term)).join(' OR '),
      knownDocs: Math.max(...rows.map((r) => r.doc)),
    };
  }
  if (chars.length === 3) {
    const { rows } = await sql<{ doc: number }>`SELECT doc FROM ${vocab} WHERE term = ${folded}`.execute(db);
    if (!rows.length) return null;
    return { expression: ftsString(keyword), knownDocs: rows[0].doc };
  }
  return { expression: ftsString(keyword), knownDocs: 0 };
}

function matching(
  db: DB,
  table: SearchTable,
  expression: string,
  limit: number,
  exclude: number[],
): Promise<SearchRow[]> {
  let query = publicArticles(db)
    .select(['a.id', 'a.article_title', 'a.article_content'])
    .where(
      sql<boolean>`a.id IN (SELECT rowid FROM ${sql.table(table.table)} WHERE ${sql.table(table.table)} MATCH ${expression})`,
    );
  if (exclude.length) query = query.where('a.id', 'not in', exclude);
  return query.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

async function publicCount(db: DB): Promise<number> {
  const row = await publicArticles(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** SQLite FTS5 trigram search for 2+ characters: title hits first, then body hits, each newest first. */
export async function ftsSearch(db: DB, keyword: string, limit: number): Promise<SearchRow[]> {
  const titlePlan = await planMatch(db, TITLES, keyword);
  const titleHits = titlePlan ? await matching(db, TITLES, titlePlan.expression, limit, []) : [];
  if (titleHits.length >= limit) return titleHits;
  const bodyPlan = await planMatch(db, BODIES, keyword);
  if (!bodyPlan) return titleHits;
  const exclude = titleHits.map((row) => row.id);
  const rest = limit - titleHits.length;
  const dense = bodyPlan.knownDocs > 0 && bodyPlan.knownDocs >= (await publicCount(db)) * DENSE_SHARE;
  const bodyHits = dense
    ? await newestBodiesLike(db, escapeLike(keyword), rest, exclude)
    : await matching(db, BODIES, bodyPlan.expression, rest, exclude);
  return [...titleHits, ...bodyHits];
}
