import { sql, type Kysely } from 'kysely';

/**
 * The author's desk (admin API):
 * - users.disabled: 1 refuses login and every token of the user (plugins/auth.ts);
 * - config.filing_number / filing_url: the footer's filing link, editable from the desk;
 * - admin_url defaults to '/admin' (type-4 notifications link there), empty values are filled in;
 * - daily_views: one row per day counted by PUT /api/config/addView, for the dashboard's 30-day chart;
 * - photos.sort: the order the author gives an album's photos (then id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('config')
    .addColumn('filing_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('config')
    .addColumn('filing_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE config SET admin_url = '/admin' WHERE admin_url = ''`.execute(db);
  await db.schema
    .alterTable('photos')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('daily_views')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_views').execute();
  await db.schema.alterTable('photos').dropColumn('sort').execute();
  await db.schema.alterTable('config').dropColumn('filing_url').execute();
  await db.schema.alterTable('config').dropColumn('filing_number').execute();
  await db.schema.alterTable('users').dropColumn('disabled').execute();
}
