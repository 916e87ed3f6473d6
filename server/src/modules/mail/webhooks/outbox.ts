import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Selectable } from 'kysely';
import { now } from '../../../lib/time';
import { OUTBOX_STATUS, type MailKind } from '../outbox';
import { enabledChannels, loadChannel } from './channels';
import { sendPush, type PushAnswer } from './send';
import type { PushMessage } from './types';

/**
 * Queues one outbox row per enabled channel, in the caller's transaction (docs/behaviour.md §5.4):
 * `channel` holds the type, `recipient` the channel's name for 发送记录. Only the words are stored;
 * the request (and its secrets) is built when the worker sends it.
 */
export async function enqueuePushes(db: DB, kind: MailKind, message: PushMessage, at: Date): Promise<void> {
  for (const channel of await enabledChannels(db)) {
    await db
      .insertInto('mail_outbox')
      .values({
        kind,
        channel: channel.type,
        recipient: channel.name,
        subject: message.title,
        html: '',
        text: message.quoted,
        link: message.link,
        push_channel_id: channel.id,
        status: OUTBOX_STATUS.pending,
        next_attempt_at: at.toISOString(),
        createdAt: now(),
      })
      .execute();
  }
}

/** The worker's sender for a push row: its channel as it is now, or a failed answer when it is gone. */
export async function sendQueuedPush(
  app: FastifyInstance,
  row: Selectable<Database['mail_outbox']>,
): Promise<PushAnswer> {
  const channel = row.push_channel_id === null ? null : await loadChannel(app, row.push_channel_id);
  if (!channel) return { ok: false, response: '推送渠道已删除' };
  return sendPush(channel, { title: row.subject, quoted: row.text, link: row.link });
}
