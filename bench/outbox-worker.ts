// Child process of bench/outbox.ts: the real app (not listening) on the database the parent filled
// (DATA_DIR's SQLite file, or DATABASE_URL), its mail pointed at the parent's SMTP server by
// SMTP_URL. On `go` it runs the app's own outbox worker (docs/behaviour.md §5.4) back to back until
// no row is waiting or being sent by any process, and answers how many rows it tried.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { OUTBOX_STATUS } from '../server/src/modules/mail/outbox';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const db = await openDatabase(config);
  const app = await buildApp({ config, db, jwtSecret: crypto.randomBytes(48).toString('base64url') });
  await app.ready();
  const unfinished = async () => {
    const row = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', [OUTBOX_STATUS.pending, OUTBOX_STATUS.sending])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  process.send?.({ kind: 'ready' });
  process.once('message', async () => {
    const start = performance.now();
    let tried = 0;
    let runErrors = 0;
    for (;;) {
      const found = await app.mail.worker.runOnce().catch(() => {
        runErrors += 1;
        return 0;
      });
      tried += found;
      // Nothing claimed here: the other process holds the rest, or the outbox is done.
      if (found === 0) {
        if ((await unfinished()) === 0) break;
        await pause(5);
      }
    }
    process.send?.({ kind: 'done', tried, runErrors, ms: performance.now() - start });
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
