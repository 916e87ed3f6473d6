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
/** How many of the newest articles a walk reads when the text is only possibly that common. */
const PROBE_ROWS = 160;

/** A literal FTS5 string: inside double quotes nothing is syntax, and a '"' is written twice. */
export const ftsString = (text: string): string => `"${text.replace(/"/g, '""')}"`;

export interface MatchPlan {
  /** The FTS5 query: one quoted phrase, or an OR of the trigrams a short text starts. */
  expression: string;
  /** Articles certainly containing the text (a lower bound; 0 when unknown). */
  atLeast: number;
  /** Articles possibly containing the text (an upper bound). */
  atMost: number;
}

/**
 * How to find `keyword` in one trigram table, or null when it occurs in none of its rows. Three or
 * more characters are a phrase (consecutive trigrams = the substring itself). One or two characters
 * are below the trigram index's reach, so they become every indexed trigram that starts with them:
 * each indexed text ends with two newlines, so a match at the very end of a text starts one too.
 * The vocabulary's document counts bound how common the text is.
 */
export async function planMatch(db: DB, table: SearchTable, keyword: string): Promise<MatchPlan | null> {
  const folded = keyword.toLowerCase();
  const chars = [...folded];
  const vocab = sql.table(table.vocab);
  if (chars.length < 3) {
    // U+10FFFF sorts after every character, so [folded, folded + U+10FFFF) is "starts with folded".
    const { rows } = await sql<{ term: string; doc: number }>`
      SELECT term, doc FROM ${vocab} WHERE term >= ${folded} AND term < ${`${folded}\u{10FFFF}`}`.execute(db);
    if (!rows.length) return null;
    const docs = rows.map((r) => r.doc);
    return {
      expression: rows.map((r) => ftsString(r.term)).join(' OR '),
      atLeast: Math.max(...docs),
      atMost: docs.reduce((a, b) => a + b),
    };
  }
  const trigrams = [...new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')))];
  const { rows } = await sql<{ doc: number }>`SELECT doc FROM ${vocab} WHERE term IN (${sql.join(trigrams)})`.execute(
    db,
  );
  if (rows.length < trigrams.length) return null;
  const atMost = Math.min(...rows.map((r) => r.doc));
  return { expression: ftsString(keyword), atLeast: trigrams.length === 1 ? atMost : 0, atMost };
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

/**
 * The body step. A text in many articles is found fastest by reading the newest bodies until a page
 * is full; when it is only possibly common, a short walk is tried first and the index answers if the
 * walk came up short. A rarer text comes straight from the index.
 */
async function bodyHits(db: DB, keyword: string, limit: number, exclude: number[]): Promise<SearchRow[]> {
  const plan = await planMatch(db, BODIES, keyword);
  if (!plan) return [];
  const dense = (await publicCount(db)) * DENSE_SHARE;
  if (plan.atLeast >= dense) return newestBodiesLike(db, escapeLike(keyword), limit, exclude);
  if (plan.atMost >= dense) {
    const probed = await newestBodiesLike(db, escapeLike(keyword), limit, exclude, PROBE_ROWS);
    if (probed.length >= limit) return probed;
  }
  return matching(db, BODIES, plan.expression, limit, exclude);
}

/** SQLite FTS5 trigram search: title hits first, then body hits, each newest first. */
export async function ftsSearch(db: DB, keyword: string, limit: number): Promise<SearchRow[]> {
  const titlePlan = await planMatch(db, TITLES, keyword);
  const titleHits = titlePlan ? await matching(db, TITLES, titlePlan.expression, limit, []) : [];
  if (titleHits.length >= limit) return titleHits;
  const exclude = titleHits.map((row) => row.id);
  return [...titleHits, ...(await bodyHits(db, keyword, limit - titleHits.length, exclude))];
}
