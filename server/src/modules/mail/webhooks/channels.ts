import type { FastifyInstance } from 'fastify';
import type { PushChannelView, SavePushChannelBody } from '@protocol/api/push';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Selectable } from 'kysely';
import { businessError } from '../../../lib/errors';
import { now } from '../../../lib/time';
import { checkChannel } from './check';
import { PUSH_TYPES, SECRET_FIELDS, type PushChannel, type PushSecrets, type PushType } from './types';

/** The secret box's purpose for push channels' secrets (docs/security.md "Secrets at rest"). */
export const PUSH_SECRETS_PURPOSE = 'push-channel';

type Row = Selectable<Database['push_channels']>;

const asType = (value: string): PushType =>
  (PUSH_TYPES as readonly string[]).includes(value) ? (value as PushType) : 'generic';

function openSecrets(app: FastifyInstance, sealed: string): PushSecrets {
  if (!sealed) return {};
  const plain = app.secretBox(PUSH_SECRETS_PURPOSE).open(sealed);
  return plain ? (JSON.parse(plain) as PushSecrets) : {};
}

function channelOf(app: FastifyInstance, row: Row): PushChannel {
  return {
    id: row.id,
    type: asType(row.type),
    name: row.name,
    baseUrl: row.base_url,
    chatId: row.chat_id,
    secrets: openSecrets(app, row.secrets_sealed),
  };
}

/** The desk's list: every secret only as "set or not". */
export async function deskChannels(app: FastifyInstance): Promise<PushChannelView[]> {
  const rows = await app.db.selectFrom('push_channels').selectAll().orderBy('id').execute();
  return rows.map((row) => {
    const { secrets } = channelOf(app, row);
    return {
      id: row.id,
      type: asType(row.type),
      name: row.name,
      enabled: row.enabled === 1,
      baseUrl: row.base_url,
      chatId: row.chat_id,
      secretsSet: { url: !!secrets.url, token: !!secrets.token, key: !!secrets.key, sign: !!secrets.sign },
    };
  });
}

/** One channel with its secrets opened, or null when it was deleted. `db`: the caller's transaction. */
export async function loadChannel(app: FastifyInstance, id: number, db: DB = app.db): Promise<PushChannel | null> {
  const row = await db.selectFrom('push_channels').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? channelOf(app, row) : null;
}

/** The channels a notice goes to (docs/behaviour.md §5.4). */
export async function enabledChannels(db: DB): Promise<{ id: number; type: string; name: string }[]> {
  return db.selectFrom('push_channels').select(['id', 'type', 'name']).where('enabled', '=', 1).orderBy('id').execute();
}

/** Adds or edits a channel; a secret left out or empty keeps the stored one. Answers the id. */
export async function saveChannel(app: FastifyInstance, input: SavePushChannelBody): Promise<number> {
  const existing = input.id
    ? await app.db.selectFrom('push_channels').selectAll().where('id', '=', input.id).executeTakeFirst()
    : undefined;
  if (input.id && !existing) throw businessError('推送渠道不存在');
  if (existing && existing.type !== input.type) throw businessError('渠道类型不能修改，请删除后重新添加');
  const secrets: PushSecrets = existing ? openSecrets(app, existing.secrets_sealed) : {};
  for (const field of SECRET_FIELDS) {
    const value = input[field]?.trim();
    if (value) secrets[field] = value;
  }
  const channel = { name: input.name.trim(), baseUrl: input.baseUrl.trim(), chatId: input.chatId.trim() };
  checkChannel(input.type, channel, secrets);
  const values = {
    type: input.type,
    name: channel.name,
    enabled: input.enabled ? 1 : 0,
    base_url: channel.baseUrl,
    chat_id: channel.chatId,
    secrets_sealed: app.secretBox(PUSH_SECRETS_PURPOSE).seal(JSON.stringify(secrets)),
    updatedAt: now(),
  };
  if (existing) {
    await app.db.updateTable('push_channels').set(values).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const inserted = await app.db
    .insertInto('push_channels')
    .values({ ...values, createdAt: values.updatedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function removeChannel(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('push_channels').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw businessError('推送渠道不存在');
}
