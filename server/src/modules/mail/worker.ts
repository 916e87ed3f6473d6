import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import { now } from '../../lib/time';
import type { ActiveMail } from './settings';
import { MAIL_CHANNEL, OUTBOX_STATUS } from './outbox';
import type { OutgoingMail, SmtpAnswer } from './transport';

/** docs/behaviour.md §5.4: waits after the 1st…5th failed attempt; the 6th failure marks the row failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
/** A claimed row whose process died is taken again after this (far above the transport's own timeouts). */
export const LEASE_MS = 10 * 60_000;
const BATCH = 20;
/**
 * How long after a failed mail attempt a queued mail no longer starts a run of its own (docs/behaviour.md
 * §5.4): each would fail the same way, and its connection attempt and row writes would run beside the
 * request that queued the next one. The timer's runs go on meanwhile.
 */
export const PAUSE_AFTER_FAILURE_MS = 60_000;

export interface MailWorkerDeps {
  db: DB;
  log: FastifyBaseLogger;
  settings: () => Promise<ActiveMail | null>;
  send: (mail: ActiveMail, message: OutgoingMail) => Promise<SmtpAnswer>;
  /** Sends a push row (docs/behaviour.md §5.3.1); without it, push rows are left alone. */
  sendPush?: (row: Selectable<Database['mail_outbox']>) => Promise<SmtpAnswer>;
  /** Runs first in each run, on the worker's clock: the author's daily digest (docs/behaviour.md §5.4). */
  beforeRun?: (at: Date) => Promise<unknown>;
}

export interface MailWorker {
  /** Sends every due row this process can claim; resolves with how many it tried. */
  runOnce(): Promise<number>;
  /**
   * Starts a run in the background after a mail was queued; runs are never concurrent in one process.
   * While the mail server is failing (PAUSE_AFTER_FAILURE_MS after a failed mail attempt) it does
   * nothing: the queued mail waits for the next `tick`, so a dead server costs a request nothing.
   */
  poke(): void;
  /** Starts a run whatever the last attempt said: the timer's, and the author's 重新发送. */
  tick(): void;
  /** Resolves when no run is in progress (tests, shutdown). */
  idle(): Promise<void>;
  /** The worker's clock, replaced by tests to step over the backoff (never by sleeping). */
  setClock(clock: () => number): void;
  now(): number;
}

/** Due: pending and its time has come, or claimed by a process whose lease ran out. */
const isDue = (at: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.or([
    eb.and([eb('status', '=', OUTBOX_STATUS.pending), eb('next_attempt_at', '<=', at)]),
    eb.and([eb('status', '=', OUTBOX_STATUS.sending), eb('lease_until', '<', at)]),
  ]);

export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  let clock = () => Date.now();
  let chain: Promise<unknown> = Promise.resolve();
  /** A poked run is waiting to start: more pokes before it starts add nothing. */
  let queued = false;
  /** Until when `poke` waits for the timer: set by a failed mail attempt, cleared by a sent one. */
  let pausedUntil = 0;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** A conditional UPDATE: only one process's claim of a due row changes it (SQLite and PostgreSQL alike). */
  async function claim(id: number, at: string): Promise<string | null> {
    const token = crypto.randomUUID();
    const result = await deps.db
      .updateTable('mail_outbox')
      .set({ status: OUTBOX_STATUS.sending, claim: token, lease_until: iso(clock() + LEASE_MS) })
      .where('id', '=', id)
      .where(isDue(at))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? token : null;
  }

  /** One attempt at a claimed row: by mail, or by its push channel (the run selected only what it can send). */
  async function attempt(mail: ActiveMail | null, row: Selectable<Database['mail_outbox']>): Promise<SmtpAnswer> {
    if (row.channel !== MAIL_CHANNEL && deps.sendPush) return deps.sendPush(row);
    if (!mail) return { ok: false, response: '邮件未开启' };
    const headers = JSON.parse(row.headers) as Record<string, string>;
    return deps.send(mail, { to: row.recipient, subject: row.subject, html: row.html, text: row.text, headers });
  }

  async function deliver(mail: ActiveMail | null, id: number, token: string): Promise<void> {
    const row = await deps.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const answer = await attempt(mail, row);
    const attempts = row.attempts + 1;
    const delay = RETRY_DELAYS_MS[attempts - 1];
    const status = answer.ok ? OUTBOX_STATUS.sent : delay === undefined ? OUTBOX_STATUS.failed : OUTBOX_STATUS.pending;
    await deps.db
      .updateTable('mail_outbox')
      .set({
        status,
        attempts,
        last_response: answer.response,
        claim: null,
        lease_until: null,
        ...(answer.ok ? { sentAt: now() } : { next_attempt_at: iso(clock() + (delay ?? 0)) }),
      })
      .where('id', '=', id)
      .where('claim', '=', token)
      .execute();
    if (row.channel === MAIL_CHANNEL) pausedUntil = answer.ok ? 0 : clock() + PAUSE_AFTER_FAILURE_MS;
    if (!answer.ok)
      deps.log.warn({ mailId: id, channel: row.channel, attempts, answer: answer.response }, 'mail not delivered');
  }

  async function run(): Promise<number> {
    // A failing digest must not stop the outbox: it is logged and tried again next run.
    await deps
      .beforeRun?.(new Date(clock()))
      .catch((error: unknown) => deps.log.error({ err: error }, 'mail digest failed'));
    // Mail off: push rows still go; no push sender: mail rows only (docs/behaviour.md §5.4).
    const mail = await deps.settings();
    if (!mail && !deps.sendPush) return 0;
    const at = iso(clock());
    let due = deps.db.selectFrom('mail_outbox').select('id').where(isDue(at));
    if (!mail) due = due.where('channel', '!=', MAIL_CHANNEL);
    if (!deps.sendPush) due = due.where('channel', '=', MAIL_CHANNEL);
    // Batch after batch until none is left due: a backlog (an SMTP outage's) drains in one run
    // rather than 20 rows every 30 s. Each row leaves "due" once tried — sent, or waiting for its
    // next attempt — or once another process claims it, so the loop ends.
    let tried = 0;
    for (;;) {
      const rows = await due.orderBy('next_attempt_at').orderBy('id').limit(BATCH).execute();
      for (const { id } of rows) {
        const token = await claim(id, at);
        if (!token) continue;
        tried += 1;
        await deliver(mail, id, token);
      }
      if (rows.length < BATCH) return tried;
    }
  }

  /** One run after another in this process: a run queued behind the current one, never beside it. */
  function runOnce(): Promise<number> {
    const next = chain.then(() => {
      queued = false;
      return run();
    });
    chain = next.catch((error: unknown) => deps.log.error({ err: error }, 'mail worker run failed'));
    return next;
  }

  const start = () => {
    if (queued) return;
    queued = true;
    runOnce().catch(() => 0);
  };

  return {
    runOnce,
    poke() {
      if (clock() >= pausedUntil) start();
    },
    tick: start,
    async idle() {
      let seen: Promise<unknown>;
      do {
        seen = chain;
        await seen;
      } while (seen !== chain);
    },
    setClock(next) {
      clock = next;
    },
    now: () => clock(),
  };
}
