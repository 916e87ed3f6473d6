import type { Kysely } from 'kysely';

/**
 * The old addresses of imported posts (docs/behaviour.md §9.5): each path the old blog served a
 * post at answers a 301 to its article, so links from the rest of the web keep working once the
 * old domain points here. Any importer adds rows (`recordOldPath`); a deleted article takes its
 * paths with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('redirects')
    .addColumn('old_path', 'varchar(2048)', (c) => c.primaryKey())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('redirects_article').on('redirects').column('article_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('redirects').execute();
}
