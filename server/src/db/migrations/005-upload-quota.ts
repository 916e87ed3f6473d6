import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * One row per stored upload, so the per-user daily byte quota is a SUM over the database and
 * survives a restart. Existing files are not back-filled: they predate the quota.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('uploads')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_created').on('uploads').columns(['user_id', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
