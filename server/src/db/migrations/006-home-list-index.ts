import type { Kysely } from 'kysely';

/**
 * The home list's exact order (status filter, pinned first, newest first, id as tie-break) as an
 * index, so SQLite and PostgreSQL read the page in order instead of sorting every public article
 * in a temporary B-tree. It supersedes 001's articles_home_order (status, is_top, createdAt),
 * whose ascending createdAt could not serve the mixed ASC/DESC order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('articles_home_list')
    .on('articles')
    .columns(['status', 'is_top asc', 'createdAt desc', 'id desc'])
    .execute();
  await db.schema.dropIndex('articles_home_order').execute();
  // Newest first without the pin: timeline, feeds and sitemap.
  await db.schema
    .createIndex('articles_newest')
    .on('articles')
    .columns(['status', 'createdAt desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('articles_home_order')
    .on('articles')
    .columns(['status', 'is_top', 'createdAt'])
    .execute();
  await db.schema.dropIndex('articles_home_list').execute();
  await db.schema.dropIndex('articles_newest').execute();
}
