import type { Kysely } from 'kysely';

/**
 * The author's keys (docs/security.md "Second factor", "Signed-in devices"):
 * - `totp_factors`: one authenticator app a user, its seed sealed by the secret box ('totp-seed'),
 *   `pending` while enrolment waits for the first code; `last_step` is the newest 30-second step
 *   accepted, so a code cannot be replayed within its window.
 * - `recovery_codes`: ten one-time codes, only their SHA-256 kept.
 * - `login_tickets`: what a correct password yields when a second factor is set: single-purpose,
 *   bound to one user, five minutes, used once; only its SHA-256 kept.
 * - `sessions.address_prefix`: the client's /24 (IPv4) or /48 (IPv6) network for the device list,
 *   never the full address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('address_prefix', 'varchar(48)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(255)')
    .addColumn('pending', 'varchar(255)')
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabledAt', 'varchar(19)')
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('usedAt', 'varchar(19)')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('login_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Seconds since the epoch: compared as a number on SQLite and PostgreSQL alike.
    .addColumn('expiresAt', 'integer', (c) => c.notNull())
    .addColumn('usedAt', 'varchar(19)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_tickets').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_factors').execute();
  await db.schema.alterTable('sessions').dropColumn('address_prefix').execute();
}
