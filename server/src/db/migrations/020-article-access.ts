import type { Kysely } from 'kysely';

/**
 * Password-protected articles (docs/behaviour.md §11.4): `access_hash`, the bcrypt hash of the
 * article's access password (NULL: not protected; the password itself is never stored),
 * `access_hint`, shown beside the password field, and `hide_description` (1: the description is
 * withheld with the body, 0: it stays public like the title and cover).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('access_hash', 'varchar(100)').execute();
  await db.schema
    .alterTable('articles')
    .addColumn('access_hint', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('articles')
    .addColumn('hide_description', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('hide_description').execute();
  await db.schema.alterTable('articles').dropColumn('access_hint').execute();
  await db.schema.alterTable('articles').dropColumn('access_hash').execute();
}
