import type { Kysely } from 'kysely';
import { countWords } from '@protocol/wordCount';

/** Just the columns the backfill reads and writes. */
interface Articles {
  articles: { id: number; article_content: string; word_count: number };
}

const BATCH = 200;

/**
 * `articles.word_count`: the body's length by countWords, written with the
 * body on every save, so the desk's dashboard sums it instead of reading every body (docs/admin-desk.md "The dashboard"). Existing rows
 * are counted here, a batch at a time, in the migration's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const typed = db as unknown as Kysely<Articles>;
  for (let after = 0; ;) {
    const rows = await typed
      .selectFrom('articles')
      .select(['id', 'article_content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      await typed
        .updateTable('articles')
        .set({ word_count: countWords(row.article_content) })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1].id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('word_count').execute();
}
