import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * `article_revisions` (docs/behaviour.md §11.3): a copy of an article's text and front fields at each
 * save (`kind` 'manual': create, edit, status change, restore) and at each autosave of the editor
 * ('autosave', which never touches the article). `word_delta` is the word count's change against
 * the article's previous revision (the whole count for the first); `bytes` the body's UTF-8 size, which bounds the autosaves kept.
 * Revisions go with their article.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('article_revisions')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('article_title', 'varchar(255)', (c) => c.notNull())
    .addColumn('article_content', 'text', (c) => c.notNull())
    .addColumn('article_cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('category_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // The tag names as a JSON array, in the article's order.
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('word_delta', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_revisions_article')
    .on('article_revisions')
    .columns(['article_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_revisions').execute();
}
