import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Mail (docs/behaviour.md §5.3, §5.4). `mail_settings`: the desk's 通知设置, one row (id 1); the
 * password is sealed by the secret box, never stored in clear. `mail_outbox`: every mail to send,
 * written in the same transaction as what caused it; a worker claims a row with a conditional UPDATE
 * (status and lease in the WHERE), so two processes never send one row twice. Times the worker
 * compares are ISO UTC strings (sortable as text on both databases).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('mail_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('host', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('port', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tls', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
    .addColumn('username', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_sealed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('from_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('notify_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull().defaultTo('email'))
    .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('claim', 'varchar(36)')
    .addColumn('lease_until', 'varchar(24)')
    .addColumn('last_response', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('sentAt', 'varchar(19)')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  // Readers' addresses (docs/behaviour.md §5.5): an account's, mailed only once verified; an anonymous
  // board post's, never shown. Opt-outs are by address, so one click covers every mail to it.
  await db.schema.alterTable('users').addColumn('email', 'varchar(255)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('messages').addColumn('email', 'varchar(255)').execute();
  await db.schema
    .createTable('mail_optouts')
    .addColumn('address', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created').on('mail_outbox').columns(['createdAt', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_optouts').execute();
  await db.schema.alterTable('messages').dropColumn('email').execute();
  await db.schema.alterTable('users').dropColumn('email_verified').execute();
  await db.schema.alterTable('users').dropColumn('email').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('mail_settings').execute();
}
