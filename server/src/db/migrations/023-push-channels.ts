import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * IM push for the author (docs/behaviour.md §5.3.1):
 * - `push_channels`: the desk's webhook channels (企业微信, 钉钉, 飞书, Telegram, Bark, Server酱, 通用 JSON).
 *   Public fields in clear (`base_url`, `chat_id`); the secrets (webhook URL, bot token, device key,
 *   SendKey, 加签 secret) as one JSON sealed by the secret box (docs/security.md "Secrets at rest").
 * - `mail_outbox.push_channel_id` / `link`: a push row names its channel (its `channel` column holds
 *   the type, 'email' for mail) and keeps the link apart from the words, as each service's payload
 *   wants them apart. The payload is built at sending time, so no secret is ever copied into the outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('push_channels')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('base_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('chat_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('secrets_sealed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('push_channel_id', 'integer').execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('link').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('push_channel_id').execute();
  await db.schema.dropTable('push_channels').execute();
}
