import type { Kysely } from 'kysely';

/**
 * Deleting uploads safely across processes (docs/architecture.md "Object storage", docs/behaviour.md
 * §4.6): `upload_rechecks` holds the upload names no row referenced when they were checked but whose
 * file was written too recently to delete (an author may upload the same bytes again and use them).
 * `due_at` (ISO UTC, sortable as text on both databases) is when the name is checked again; a sweep
 * claims a row by a conditional UPDATE of it, so with several processes one deletes each name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_rechecks')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('due_at', 'varchar(24)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_rechecks_due').on('upload_rechecks').column('due_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_rechecks').execute();
}
