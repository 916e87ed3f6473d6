// Part 3 of bench/storage.ts: `npm run storage:migrate` (docs/deploy.md "Object storage", "Moving
// uploads in and out") on the demo blog's uploads — what the seed writes to UPLOAD_DIR. First
// migrateObjects in this process, folder → folder (the baseline) and folder → bucket; then the
// command itself as a child process, killed partway, and run again to resume.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { seedDemoContent } from '../server/src/db/seed';
import { LocalStorage, S3Storage, UPLOADS_PATH, migrateObjects, type ObjectStorage } from '../server/src/lib/storage';
import { startTestBucket } from '../server/test/storage/s3-server';

const root = path.join(__dirname, '..');
export interface MigrationFigures {
  objects: number;
  bytes: number;
  localToLocal: { seconds: number; objectsPerS: number; mbPerS: number };
  localToS3: { seconds: number; objectsPerS: number; mbPerS: number };
  resume: {
    /** False when the command finished before a third of the objects were in the bucket. */
    killed: boolean;
    inBucketAtKill: number;
    copied: number;
    skipped: number;
    failed: number;
    cliSeconds: number;
    wallSeconds: number;
    fullRunWallSeconds: number;
  };
}

/** A data folder holding the demo seed's uploads (originals and placeholders), as a first start writes them. */
async function seededDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-migrate-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = await openDatabase(config);
  await migrateToLatest(db);
  await ensureAdmin(db, crypto.randomBytes(12).toString('base64url'));
  await seedDemoContent(db, config);
  await db.destroy();
  return dataDir;
}

async function countObjects(storage: ObjectStorage): Promise<{ objects: number; bytes: number }> {
  let objects = 0;
  let bytes = 0;
  for await (const info of storage.list('')) {
    objects += 1;
    bytes += info.size;
  }
  return { objects, bytes };
}

async function timed(from: ObjectStorage, to: ObjectStorage, bytes: number) {
  const start = performance.now();
  const report = await migrateObjects(from, to, { dryRun: false });
  const seconds = (performance.now() - start) / 1000;
  if (report.failed.length) throw new Error(`migration failed: ${JSON.stringify(report.failed[0])}`);
  return {
    seconds,
    objectsPerS: report.copied / seconds,
    mbPerS: bytes / 1024 / 1024 / seconds,
  };
}

interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  wallSeconds: number;
}

/**
 * `npm run storage:migrate -- --to s3` in its own process group, so a kill reaches npm's node child
 * too. `killWhen` is polled every 50 ms; true kills the group with SIGKILL (no clean-up runs).
 */
function runCli(env: NodeJS.ProcessEnv, killWhen?: () => Promise<boolean>): Promise<CliRun> {
  const start = performance.now();
  const child = spawn('npm', ['run', '--silent', 'storage:migrate', '--', '--to', 's3'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  let poll: NodeJS.Timeout | undefined;
  if (killWhen) {
    const check = async () => {
      if (await killWhen()) {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
        return;
      }
      poll = setTimeout(check, 50);
    };
    poll = setTimeout(check, 50);
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(poll);
      resolve({ code, signal, out, wallSeconds: (performance.now() - start) / 1000 });
    }),
  );
}

/**
 * The command's summary of the uploads area (one line per area, then the time):
 * `已复制并校验 N 个文件（… MB）到存储桶 uploads/，M 个已存在且一致` … `用时 S 秒`.
 */
function parseSummary(out: string) {
  const uploads = /已复制并校验 (\d+) 个文件[^\n]*?uploads\/，(\d+) 个已存在且一致/.exec(out);
  const time = /用时 ([\d.]+) 秒/.exec(out);
  if (!uploads || !time) throw new Error(`unexpected storage:migrate output: ${out}`);
  return { copied: Number(uploads[1]), skipped: Number(uploads[2]), cliSeconds: Number(time[1]) };
}

export async function migrationBench(): Promise<MigrationFigures> {
  const dataDir = await seededDataDir();
  const buckets: Array<{ close: () => Promise<void> }> = [];
  const opened: S3Storage[] = [];
  const bucketStore = async (name: string) => {
    const bucket = await startTestBucket(name);
    buckets.push(bucket);
    const store = new S3Storage(bucket.settings, 'uploads/', UPLOADS_PATH);
    opened.push(store);
    return { bucket, store };
  };
  try {
    const local = new LocalStorage(path.join(dataDir, 'uploads'), UPLOADS_PATH);
    const { objects, bytes } = await countObjects(local);
    const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-copy-'));
    const localToLocal = await timed(local, new LocalStorage(copyDir, UPLOADS_PATH), bytes);
    fs.rmSync(copyDir, { recursive: true, force: true });
    const localToS3 = await timed(local, (await bucketStore('inkstone-bench-a')).store, bytes);

    // The command on a fresh bucket, whole: the wall time includes ts-node's start.
    const full = await bucketStore('inkstone-bench-b');
    const fullRun = await runCli({ DATA_DIR: dataDir, ...full.bucket.env });
    if (fullRun.code !== 0) throw new Error(`storage:migrate failed: ${fullRun.out}`);

    // Killed once a third of the objects are in the bucket, then run again.
    const killed = await bucketStore('inkstone-bench-c');
    const env = { DATA_DIR: dataDir, ...killed.bucket.env };
    const third = Math.ceil(objects / 3);
    const first = await runCli(env, async () => (await countObjects(killed.store)).objects >= third);
    const inBucketAtKill = (await countObjects(killed.store)).objects;
    const resumed = await runCli(env);
    const summary = parseSummary(resumed.out);
    return {
      objects,
      bytes,
      localToLocal,
      localToS3,
      resume: {
        killed: first.signal === 'SIGKILL',
        inBucketAtKill,
        ...summary,
        failed: resumed.code === 0 ? 0 : 1,
        wallSeconds: resumed.wallSeconds,
        fullRunWallSeconds: fullRun.wallSeconds,
      },
    };
  } finally {
    for (const store of opened) store.close();
    for (const bucket of buckets) await bucket.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
