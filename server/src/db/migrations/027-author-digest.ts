import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The author's notices as one daily digest (docs/behaviour.md §5.4):
 * - `mail_settings.author_digest` (0 即时发送, 1 每日汇总), `digest_hour` (0–23 in BLOG_TZ) and
 *   `digest_day` (the blog-time date of the last digest run, 'YYYY-MM-DD'; a process claims a day
 *   by a conditional UPDATE of it, so with several processes each day has one digest).
 * - `author_digest_items`: the notices collected while the digest is on, each with its absolute link;
 *   a digest deletes what it lists in the transaction that queues its mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('mail_settings')
    .addColumn('author_digest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('mail_settings')
    .addColumn('digest_hour', 'integer', (c) => c.notNull().defaultTo(8))
    .execute();
  await db.schema
    .alterTable('mail_settings')
    .addColumn('digest_day', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('author_digest_items')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('quoted', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('author_digest_items').execute();
  await db.schema.alterTable('mail_settings').dropColumn('digest_day').execute();
  await db.schema.alterTable('mail_settings').dropColumn('digest_hour').execute();
  await db.schema.alterTable('mail_settings').dropColumn('author_digest').execute();
}
