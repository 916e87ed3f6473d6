// `npm run bench outbox`: the mail outbox's throughput (docs/behaviour.md §5.4). 1,000 notices are
// queued, then the app's own worker (bench/outbox-worker.ts, a process of its own) delivers them to
// a local SMTP server here (smtp-server; each arrival counted in onData by its subject). Then two
// worker processes share one outbox — one SQLite file, then one PostgreSQL database when its
// programs are installed — and every subject must arrive once: the claim is a conditional UPDATE.
// The baseline is one process on SQLite. Figures only: nothing asserts a timing.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { enqueueMail } from '../server/src/modules/mail/outbox';
import { findBinary, startPostgres, temporaryRoot, type Postgres } from '../server/test/cluster/services';

const MAILS = Number(process.env.BENCH_MAILS) || 1000;
const execArgv = ['-r', 'ts-node/register', '-r', path.join(__dirname, '..', 'scripts', 'protocol-alias.cjs')];

/** Every subject that arrived, with how many times. */
const arrived = new Map<string, number>();
let onArrival = () => {};

const sink = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '(none)';
      arrived.set(subject, (arrived.get(subject) ?? 0) + 1);
      onArrival();
      callback();
    });
  },
});

function freePort(): Promise<number> {
  const server = net.createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    }),
  );
}

/** Queues MAILS notices in one transaction, as a burst of comments would have. */
async function fillOutbox(env: Record<string, string>): Promise<void> {
  const db = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  await migrateToLatest(db);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < MAILS; i += 1) {
      const text = `基准通知 ${i}`;
      await enqueueMail(trx, 'comment', {
        to: 'author@example.com',
        subject: `bench ${i}`,
        html: `<p>${text}</p>`,
        text,
      });
    }
  });
  await db.destroy();
}

interface Done {
  kind: 'done';
  tried: number;
  runErrors: number;
  ms: number;
}

interface Figure {
  label: string;
  processes: number;
  seconds: number;
  mailsPerSecond: number;
  unique: number;
  duplicates: number;
  missing: number;
  triedPerProcess: number[];
  runErrors: number;
}

async function deliver(label: string, processes: number, env: Record<string, string>): Promise<Figure> {
  await fillOutbox(env);
  arrived.clear();
  const workers = Array.from({ length: processes }, () =>
    fork(path.join(__dirname, 'outbox-worker.ts'), [], { execArgv, env: { ...process.env, ...env } }),
  );
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
  const allArrived = new Promise<void>((resolve) => {
    onArrival = () => {
      if ([...arrived.values()].reduce((sum, n) => sum + n, 0) >= MAILS) resolve();
    };
  });
  const start = performance.now();
  const done = workers.map((worker) => new Promise<Done>((resolve) => worker.once('message', resolve)));
  for (const worker of workers) worker.send({ kind: 'go' });
  const results = await Promise.all(done);
  const seconds = (performance.now() - start) / 1000;
  await Promise.race([allArrived, new Promise((resolve) => setTimeout(resolve, 1000))]);
  const unique = arrived.size;
  const duplicates = [...arrived.values()].reduce((sum, n) => sum + n - 1, 0);
  const figure: Figure = {
    label,
    processes,
    seconds: Number(seconds.toFixed(2)),
    mailsPerSecond: Number((unique / seconds).toFixed(1)),
    unique,
    duplicates,
    missing: MAILS - unique,
    triedPerProcess: results.map((r) => r.tried),
    runErrors: results.reduce((sum, r) => sum + r.runErrors, 0),
  };
  return figure;
}

/** One line per delivery, as soon as it is measured; the first is the baseline. */
function report(figures: Figure[], f: Figure): void {
  figures.push(f);
  const ofOne = ((f.mailsPerSecond / figures[0].mailsPerSecond) * 100).toFixed(0);
  console.log(
    `  ${f.label.padEnd(31)} ${f.seconds} s  ${f.mailsPerSecond} mails/s (${ofOne} % of one)  arrived ${f.unique}, duplicates ${f.duplicates}, missing ${f.missing}  tried ${f.triedPerProcess.join(' + ')}  run errors ${f.runErrors}`,
  );
}

async function main(): Promise<void> {
  const smtpPort = await new Promise<number>((resolve) =>
    sink.listen(0, '127.0.0.1', () => resolve((sink.server.address() as net.AddressInfo).port)),
  );
  const mailEnv = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: '砚 <blog@example.com>' };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-outbox-'));
  const sqliteDir = (name: string) => {
    fs.mkdirSync(path.join(root, name));
    return { ...mailEnv, DATA_DIR: path.join(root, name) };
  };
  // PostgreSQL's programs run as the postgres user: its folder is one of its own, not under `root`.
  const pgRoot = temporaryRoot();
  let pg: Postgres | null = null;
  try {
    console.log(`outbox: ${MAILS} queued notices to a local SMTP server, the app's worker in processes of its own`);
    const figures: Figure[] = [];
    report(figures, await deliver('SQLite, one process (baseline)', 1, sqliteDir('one')));
    report(figures, await deliver('SQLite, two processes', 2, sqliteDir('two')));
    if (findBinary('initdb') && findBinary('pg_ctl')) {
      pg = await startPostgres(await freePort(), pgRoot);
      await pg.createDatabase('outbox');
      const env = { ...sqliteDir('pg'), DATABASE_URL: pg.url('outbox') };
      report(figures, await deliver('PostgreSQL, two processes', 2, env));
    } else {
      console.log('  PostgreSQL skipped: initdb / pg_ctl not found (PATH or /usr/lib/postgresql/N/bin)');
    }
    console.log(
      JSON.stringify({ bench: 'outbox', date: new Date().toISOString().slice(0, 10), mails: MAILS, figures }),
    );
  } finally {
    pg?.stop();
    sink.close(() => undefined);
    for (const dir of [root, pgRoot]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`outbox bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
