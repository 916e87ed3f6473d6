import type { Kysely } from 'kysely';

/**
 * The optional Akismet-compatible check (docs/behaviour.md §13.3): one row (id 1) of desk settings —
 * on or off, the service's base address and its API key, sealed by the secret box (docs/security.md
 * "Secrets at rest"). No row: the check is off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('akismet_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('endpoint', 'varchar(255)', (c) => c.notNull())
    .addColumn('key_sealed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updatedAt', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('akismet_settings').execute();
}
