import type { Kysely } from 'kysely';

/**
 * One row per login (docs/security.md "Sessions"): every token carries its row's id (`sid`), and
 * the auth check refuses a token whose row is revoked or missing, so a logout ends that token on
 * every process at once. Kept general for a later device list: who, since when, last seen (to the
 * hour), until when the token holds, which browser and system. The id is a random UUID, never a
 * counter, so one cannot be guessed. Tokens signed before this migration carry no `sid` and are
 * refused (docs/security.md "Sessions"): their holders log in once more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('lastSeenAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('expiresAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('revokedAt', 'varchar(19)')
    .execute();
  await db.schema.createIndex('sessions_user_created').on('sessions').columns(['user_id', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
