import type { Kysely } from 'kysely';

/**
 * The author's writing tools: `articles.publish_at`, the minute a scheduled article (status 4) goes
 * public, set only while it is scheduled (docs/behaviour.md §11.1); the index serves the publisher's
 * "which scheduled articles are due" question, asked once a minute by each process.
 * `articles.version`, raised by every edit, so a save from a stale copy is refused (§11.2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('publish_at', 'varchar(19)').execute();
  await db.schema
    .alterTable('articles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('articles_schedule').on('articles').columns(['status', 'publish_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('articles_schedule').execute();
  await db.schema.alterTable('articles').dropColumn('publish_at').execute();
  await db.schema.alterTable('articles').dropColumn('version').execute();
}
