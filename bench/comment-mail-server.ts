// Child process of bench/comment-mail.ts: the real app on a temporary SQLite database (demo seed),
// listening on loopback, with a signed-in reader whose comments mail the author (docs/behaviour.md
// §5.4). The parent switches the mail server over IPC through the desk's own settings
// (saveDeskMailSettings, docs/behaviour.md §5.3) and reads the outbox's figures from here.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { seedDemoContent } from '../server/src/db/seed';
import { saveDeskMailSettings } from '../server/src/modules/mail/settings';
import { now } from '../server/src/lib/time';

/** `off`: no mail server; otherwise the desk names 127.0.0.1 and this port. */
export type MailMode = { kind: 'mode'; mode: 'off' } | { kind: 'mode'; mode: 'on'; port: number };
type Request = MailMode | { kind: 'outbox' } | { kind: 'stop' };

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-mail-'));
  // The smallest difficulty the desk allows: the load process solves 1,000s of challenges, and the
  // server's check costs the same at any difficulty (bench/captcha.ts). No minimum fill time.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_MAX_NUMBER: '1000',
    FORM_MIN_FILL_SECONDS: '0',
  });
  const db = await openDatabase(config);
  await migrateToLatest(db);
  await ensureAdmin(db, crypto.randomBytes(12).toString('base64url'));
  await seedDemoContent(db, config);
  const app = await buildApp({ config, db, jwtSecret: crypto.randomBytes(48).toString('base64url') });
  const stamp = now();
  const reader = await db
    .insertInto('users')
    .values({
      username: 'bench-reader',
      password_hash: '!',
      nick_name: '读者',
      avatar: '',
      role: 2,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await app.signToken({ id: reader.id, role: 2, username: 'bench-reader', token_version: 0 });
  const article = await db
    .selectFrom('articles')
    .select('id')
    .where('status', '=', 1)
    .where('access_hash', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // Where a comment's extra time goes with mail on: queueing the notice inside its transaction.
  const notifyAuthor = app.mail.notifyAuthor;
  const notifyMs: number[] = [];
  app.mail.notifyAuthor = async (...args) => {
    const start = performance.now();
    await notifyAuthor(...args);
    notifyMs.push(performance.now() - start);
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  process.send?.({ kind: 'ready', port, token, articleId: article.id });

  process.on('message', async (request: Request) => {
    if (request.kind === 'mode') {
      const on = request.mode === 'on';
      await saveDeskMailSettings(app, {
        host: on ? '127.0.0.1' : '',
        port: on ? request.port : 0,
        tls: 'none',
        username: '',
        fromName: '砚',
        fromAddress: on ? 'blog@example.com' : '',
        notifyAddress: '',
      });
      process.send?.({ kind: 'mode-set' });
    } else if (request.kind === 'outbox') {
      const rows = await db
        .selectFrom('mail_outbox')
        .select([
          'status',
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.sum<number>('attempts').as('attempts'),
        ])
        .groupBy('status')
        .execute();
      const sorted = [...notifyMs].sort((a, b) => a - b);
      const notifyMedianMs = sorted[Math.floor(sorted.length / 2)] ?? 0;
      const outbox = rows.map((r) => ({ ...r, count: Number(r.count), attempts: Number(r.attempts) }));
      process.send?.({ kind: 'outbox', rows: outbox, notifyMedianMs });
    } else {
      // Not app.close(): it waits for the worker, which may be minutes into greeting timeouts.
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
