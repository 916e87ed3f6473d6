import type { Kysely } from 'kysely';

/**
 * Passkeys (docs/security.md "Passkeys"):
 * - `passkeys`: one WebAuthn credential a row, named by its owner; `id` is the credential ID
 *   (base64url), `public_key` its COSE public key (base64url), `counter` the newest signature
 *   counter seen, so a cloned authenticator replaying an older counter is refused.
 * - `webauthn_challenges`: the challenge of each ceremony, kept server-side so several processes
 *   agree; bound to what asked (`purpose` and `bound_to`: a session, a login ticket's hash, or
 *   nothing for a passkey-only sign-in), five minutes, deleted when used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('lastUsedAt', 'varchar(19)')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('bound_to', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    // Seconds since the epoch: compared as a number on SQLite and PostgreSQL alike.
    .addColumn('expiresAt', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
