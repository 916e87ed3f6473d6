import { sql, type Kysely } from 'kysely';

/**
 * Import and export (npm run import): an article remembers the Markdown file it came from, relative
 * to the imported folder, so a second run updates it instead of adding a copy. NULL for articles
 * written in the blog; a unique index (NULLs are distinct on both dialects) keeps one article per file.
 *
 * cache_epoch: one row bumped by writers in another process (the importer) so a running server on
 * PostgreSQL learns its cached answers are stale (docs/caching.md). SQLite servers watch
 * PRAGMA data_version instead, but the row exists on both so the importer needs no dialect test.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('source_path', 'text').execute();
  await db.schema.createIndex('articles_source_path').unique().on('articles').column('source_path').execute();
  await db.schema
    .createTable('cache_epoch')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('epoch', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO cache_epoch (id, epoch) VALUES (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_epoch').execute();
  await db.schema.dropIndex('articles_source_path').execute();
  await db.schema.alterTable('articles').dropColumn('source_path').execute();
}
