import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What the talks, album, resource, friend-link and message-board pages need beyond 001:
 * - albums and photos get a visibility status (1 public, 2 private), like talks already have;
 * - links keep their status column with a third value, 3 rejected (1 pending, 2 approved), and get
 *   an updatedAt so a re-submitted application can be told from a fresh one;
 * - resource_categories (per type 'front' | 'back', a stable key, display order) and their
 *   resource_sites, so resource lists are server content rather than constants in the bundle.
 * Rows that exist keep their meaning: existing albums and photos stay public.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
        isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  // SQLite adds one column per ALTER TABLE statement.
  await db.schema
    .alterTable('albums')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('albums')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('photos')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('albums_status').on('albums').columns(['status', 'sort', 'id']).execute();

  await db.schema
    .alterTable('links')
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE links SET "updatedAt" = "createdAt"`.execute(db);
  await db.schema.createIndex('links_user').on('links').columns(['user_id']).execute();

  await id('resource_categories')
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('resource_categories_type_key', ['type', 'key'])
    .execute();
  await db.schema
    .createIndex('resource_categories_order')
    .on('resource_categories')
    .columns(['type', 'sort', 'id'])
    .execute();

  await id('resource_sites')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('resource_categories.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resource_sites_category')
    .on('resource_sites')
    .columns(['category_id', 'sort', 'id'])
    .execute();

  // Per-target counts (message comment_total, talk comments) and the message author lookups.
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_user').execute();
  await db.schema.dropTable('resource_sites').execute();
  await db.schema.dropTable('resource_categories').execute();
  await db.schema.dropIndex('links_user').execute();
  await db.schema.alterTable('links').dropColumn('updatedAt').execute();
  await db.schema.dropIndex('albums_status').execute();
  await db.schema.alterTable('photos').dropColumn('status').execute();
  await db.schema.alterTable('albums').dropColumn('sort').execute();
  await db.schema.alterTable('albums').dropColumn('status').execute();
}
