import type { DB } from '../../db/database';
import { clampPaging, type Page } from '../../lib/envelope';
import { businessError } from '../../lib/errors';
import { now } from '../../lib/time';
import type { OutgoingMail } from './transport';

/** docs/behaviour.md §5.4: a row's life. `sending` is claimed by one worker until its lease ends. */
export const OUTBOX_STATUS = { pending: 'pending', sending: 'sending', sent: 'sent', failed: 'failed' } as const;
/** The outbox's `channel` for a mail; a push row holds its channel's type (docs/behaviour.md §5.4). */
export const MAIL_CHANNEL = 'email';
/** What caused a mail, shown in 发送记录: `held` an item waiting for review, `digest` the daily digest. */
export type MailKind = 'comment' | 'message' | 'link' | 'held' | 'digest' | 'reply' | 'verify' | 'reset' | 'account';

/**
 * Queues one mail. Called with the transaction that stores its cause, so a comment and its mail are
 * written together or not at all; sending happens later, in the worker.
 */
export async function enqueueMail(db: DB, kind: MailKind, mail: OutgoingMail, at: Date = new Date()): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      kind,
      recipient: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: JSON.stringify(mail.headers ?? {}),
      status: OUTBOX_STATUS.pending,
      next_attempt_at: at.toISOString(),
      createdAt: now(),
    })
    .execute();
}

export interface OutboxRow {
  id: number;
  kind: string;
  channel: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastResponse: string;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

/** 发送记录: newest first, paged. */
export async function outboxPage(db: DB, current: unknown, size: unknown): Promise<Page<OutboxRow>> {
  const paging = clampPaging(current, size, 20);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select([
        'id',
        'kind',
        'channel',
        'recipient',
        'subject',
        'status',
        'attempts',
        'last_response',
        'next_attempt_at',
        'createdAt',
        'sentAt',
      ])
      .orderBy('id', 'desc')
      .limit(paging.size)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const list = rows.map(({ last_response, next_attempt_at, ...row }) => ({
    ...row,
    lastResponse: last_response,
    nextAttemptAt: next_attempt_at,
  }));
  return { current: paging.current, size: paging.size, total: Number(count.total), list };
}

/** 重新发送: a failed or sent row goes back to the queue with a fresh round of attempts. */
export async function resendMail(db: DB, id: number, at: Date): Promise<void> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: OUTBOX_STATUS.pending, attempts: 0, next_attempt_at: at.toISOString(), claim: null })
    .where('id', '=', id)
    .where('status', 'in', [OUTBOX_STATUS.failed, OUTBOX_STATUS.sent])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw businessError('这条记录不存在或正在发送中');
}
