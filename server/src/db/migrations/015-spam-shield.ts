import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The spam shield (docs/behaviour.md §13):
 * - word_lists: the desk's sensitive-word lists (敏感词), one word a line, each with its action;
 * - spam_settings: one row (id 1) of desk settings — links allowed before holding, the minimum
 *   fill time of a public form and the review policy of each kind;
 * - comments / messages.review_state: 'published', 'held' (waiting in 审核队列) or 'spam';
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('word_lists')
    .$call((t) =>
      isPostgres
        ? t.addColumn('id', 'serial', (c) => c.primaryKey())
        : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    )
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('spam_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('max_links', 'integer', (c) => c.notNull())
    .addColumn('min_fill_seconds', 'integer', (c) => c.notNull())
    .addColumn('review_comment', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_message', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_talk_comment', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_link', 'varchar(16)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(32)', (c) => c.notNull())
    .execute();
  for (const table of ['comments', 'messages']) {
    await db.schema
      .alterTable(table)
      .addColumn('review_state', 'varchar(12)', (c) => c.notNull().defaultTo('published'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['messages', 'comments']) await db.schema.alterTable(table).dropColumn('review_state').execute();
  await db.schema.dropTable('spam_settings').execute();
  await db.schema.dropTable('word_lists').execute();
}
