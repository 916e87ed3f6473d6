import { sql } from 'kysely';
import type { DB } from '../../../db/database';

const YEAR = sql<string>`substr(${sql.ref('createdAt')}, 1, 4)`;

/**
 * The author's writing (docs/admin-desk.md "The dashboard"): every article's words (累计字数, the sum
 * of `word_count`, kept with each body) and, by the year it is dated, how many articles and words,
 * newest year first. Drafts and private articles count: it is what the author wrote.
 */
export async function writingTotals(db: DB) {
  const years = await db
    .selectFrom('articles')
    .select((eb) => [
      YEAR.as('year'),
      eb.fn.countAll<number>().as('articles'),
      eb.fn.sum<number>('word_count').as('words'),
    ])
    .groupBy(YEAR)
    .orderBy(YEAR, 'desc')
    .execute();
  const yearly = years.map((row) => ({ year: row.year, articles: Number(row.articles), words: Number(row.words) }));
  return { wordCount: yearly.reduce((sum, row) => sum + row.words, 0), years: yearly };
}
