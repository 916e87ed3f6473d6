import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Series (专栏, docs/behaviour.md §9.6): `series`, the author's ordered groups of posts (a unique
 * name, a description, a cover), and on `articles` the series a post belongs to (`series_id`, NULL:
 * none) and its place in it (`series_order`, ascending). Existing posts belong to no series.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('series')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('articles').addColumn('series_id', 'integer').execute();
  await db.schema
    .alterTable('articles')
    .addColumn('series_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('articles_series').on('articles').columns(['series_id', 'series_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('articles_series').execute();
  await db.schema.alterTable('articles').dropColumn('series_order').execute();
  await db.schema.alterTable('articles').dropColumn('series_id').execute();
  await db.schema.dropTable('series').execute();
}
