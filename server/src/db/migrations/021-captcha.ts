import type { Kysely } from 'kysely';

/**
 * The proof-of-work captcha (docs/behaviour.md §13.1):
 * - spam_settings.captcha_max_number: the desk's difficulty; null until saved (the deploy's default);
 * - captcha_uses: the signature of every challenge already solved and spent, kept until it expires,
 *   so a solution is accepted once across every process sharing the database (the primary key decides).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('spam_settings').addColumn('captcha_max_number', 'integer').execute();
  await db.schema
    .createTable('captcha_uses')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_uses_expires').on('captcha_uses').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_uses').execute();
  await db.schema.alterTable('spam_settings').dropColumn('captcha_max_number').execute();
}
