import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database';
import { SEARCH_TABLES } from '../../db/search-tables';
import { publicArticles, publicBody } from './queries';
import { escapeLike, newestBodiesLike, type SearchRow, type TextHits } from './search-like';

type SearchTable = (typeof SEARCH_TABLES)[number];
const [TITLES, BODIES] = SEARCH_TABLES;

/**
 * A text possibly in this many articles or more is first looked for in the PROBE_ROWS newest public
 * bodies (about half a megabyte, a millisecond or two): a common text fills the page there, while the
 * index would have to list every matching article before sorting them by date.
 */
const PROBE_FROM_DOCS = 1000;
const PROBE_ROWS = 120;

/** A literal FTS5 string: inside double quotes nothing is syntax, and a '"' is written twice. */
export const ftsString = (text: string): string => `"${text.replace(/"/g, '""')}"`;

interface MatchPlan {
  /** The FTS5 query: one quoted phrase, or an OR of the trigrams a short text starts. */
  expression: string;
  /** An upper bound of the articles containing the text, from the index's vocabulary. */
  atMost: number;
}

/**
 * How to find `keyword` in one trigram table (null: a short text that starts no indexed trigram).
 * Three or more characters are one quoted phrase (consecutive trigrams = the substring itself). One
 * or two characters are below the trigram index's reach, so they become an OR of every indexed
 * trigram that starts with them: each indexed text ends with two newlines, so a match at the very end
 * of a text starts one too.
 */
export async function planMatch(db: DB, table: SearchTable, keyword: string): Promise<MatchPlan | null> {
  const folded = keyword.toLowerCase();
  const chars = [...folded];
  const vocab = sql.table(table.vocab);
  if (chars.length >= 3) {
    const { rows } = await sql<{
      doc: number;
    }>`SELECT doc FROM ${vocab} WHERE term = ${chars.slice(0, 3).join('')}`.execute(db);
    return { expression: ftsString(keyword), atMost: rows[0]?.doc ?? 0 };
  }
  // U+10FFFF sorts after every character, so [folded, folded + U+10FFFF) is "starts with folded".
  const { rows } = await sql<{ term: string; doc: number }>`
    SELECT term, doc FROM ${vocab} WHERE term >= ${folded} AND term < ${`${folded}\u{10FFFF}`}`.execute(db);
  if (!rows.length) return null;
  return {
    expression: rows.map((r) => ftsString(r.term)).join(' OR '),
    atMost: rows.reduce((sum, r) => sum + r.doc, 0),
  };
}

/**
 * Articles whose text in `table` matches; a protected article's body never matches (its words
 * must not be found by guessing them, docs/behaviour.md §11.4).
 */
const matches = (table: SearchTable, expression: string) =>
  table === BODIES
    ? sql<boolean>`(a.access_hash IS NULL AND a.id IN (SELECT rowid FROM ${sql.table(table.table)} WHERE ${sql.table(table.table)} MATCH ${expression}))`
    : sql<boolean>`a.id IN (SELECT rowid FROM ${sql.table(table.table)} WHERE ${sql.table(table.table)} MATCH ${expression})`;

function matching(
  db: DB,
  table: SearchTable,
  expression: string,
  limit: number,
  exclude: number[],
): Promise<SearchRow[]> {
  let query = publicArticles(db)
    .select(['a.id', 'a.article_title', publicBody.as('article_content')])
    .where(matches(table, expression));
  if (exclude.length) query = query.where('a.id', 'not in', exclude);
  return query.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

/** The body step: a common text from the newest articles when they fill the page, else the index. */
async function bodyHits(db: DB, keyword: string, limit: number, exclude: number[]): Promise<SearchRow[]> {
  const plan = await planMatch(db, BODIES, keyword);
  if (!plan) return [];
  if (plan.atMost >= PROBE_FROM_DOCS) {
    const probed = await newestBodiesLike(db, escapeLike(keyword), limit, exclude, PROBE_ROWS);
    if (probed.length >= limit) return probed;
  }
  return matching(db, BODIES, plan.expression, limit, exclude);
}

/** SQLite FTS5 trigram search: title hits first, then body hits, each newest first. */
export async function ftsSearch(db: DB, keyword: string, limit: number): Promise<TextHits> {
  const titlePlan = await planMatch(db, TITLES, keyword);
  const titles = titlePlan ? await matching(db, TITLES, titlePlan.expression, limit, []) : [];
  if (titles.length >= limit) return { titles, bodies: [] };
  const exclude = titles.map((row) => row.id);
  return { titles, bodies: await bodyHits(db, keyword, limit - titles.length, exclude) };
}

/** How many public articles the SQLite search would list in all (a title or a body match, or `also`). */
export async function ftsCount(db: DB, keyword: string, also?: RawBuilder<boolean>): Promise<number> {
  const plans = await Promise.all(
    SEARCH_TABLES.map(async (table) => ({ table, plan: await planMatch(db, table, keyword) })),
  );
  const usable = plans.filter((p): p is { table: SearchTable; plan: MatchPlan } => p.plan !== null);
  if (!usable.length && !also) return 0;
  const row = await publicArticles(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([...usable.map(({ table, plan }) => matches(table, plan.expression)), ...(also ? [also] : [])]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
