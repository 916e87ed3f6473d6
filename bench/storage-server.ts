// Child process of bench/storage.ts: the real app on a temporary SQLite database, its uploads in the
// store the environment names (UPLOAD_DIR, or STORAGE=s3 and the S3_* variables: docs/deploy.md
// "Object storage"), listening on loopback so the load generator (autocannon, a third process) can
// fetch /uploads/. Over IPC the parent asks for one upload at a time and is told how long the image
// took until every variant of it was in the store, and for the CPU time this process has used.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { migrateToLatest, openDatabase } from '../server/src/db/database';
import { ensureAdmin } from '../server/src/db/bootstrap';
import { drawArt } from '../server/src/db/seed/art';
import { variantFilesOf } from '../server/src/modules/upload';
import { multipartBody } from '../server/test/security/raw-http';

export interface UploadTiming {
  kind: 'uploaded';
  /** The stored name: `/uploads/<name>` serves it. */
  name: string;
  /** POST answered. */
  answeredMs: number;
  /** POST sent → the variant queue idle and every variant found in the store. */
  allVariantsMs: number;
  variants: string[];
}
type Request = { kind: 'upload'; index: number } | { kind: 'cpu' } | { kind: 'stop' };

const SCENES = ['mountains', 'sea', 'lights', 'dunes', 'forest'] as const;

/** The same 1920×1080 JPEG (q90, like a camera's) for the same index in every mode's process. */
const photoOf = (index: number) =>
  sharp(Buffer.from(drawArt(SCENES[index % SCENES.length], 1920, 1080, index * 7, index)))
    .jpeg({ quality: 90 })
    .toBuffer();

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-storage-'));
  // The S3_* variables come from the parent's environment for this process only.
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, CLIENT_DIR: '', SSR_ENTRY: '', LOG_LEVEL: 'silent' });
  const db = await openDatabase(config);
  await migrateToLatest(db);
  await ensureAdmin(db, crypto.randomBytes(12).toString('base64url'));
  const app = await buildApp({ config, db, jwtSecret: crypto.randomBytes(48).toString('base64url') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await db.selectFrom('users').select(['id', 'token_version']).executeTakeFirstOrThrow();
  const token = await app.signToken({ id: admin.id, role: 1, username: 'admin', token_version: admin.token_version });

  const upload = async (index: number): Promise<UploadTiming> => {
    const body = multipartBody('file', 'photo.jpg', 'image/jpeg', await photoOf(index));
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: body.body,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      // Spread over client addresses: the per-client limit is not what is measured.
      remoteAddress: `10.24.0.${index % 200}`,
    });
    const answeredMs = performance.now() - start;
    const answer = res.json<{ code: number; result?: { url: string } }>();
    if (answer.code !== 0 || !answer.result) throw new Error(`upload failed: ${res.body}`);
    const name = answer.result.url.slice('/uploads/'.length);
    await app.imageVariants.idle();
    const variants = variantFilesOf(name);
    for (const file of variants) if (!(await app.storage.head(file))) throw new Error(`variant ${file} missing`);
    return { kind: 'uploaded', name, answeredMs, allVariantsMs: performance.now() - start, variants };
  };

  process.send?.({ kind: 'ready', port: (app.server.address() as AddressInfo).port });
  process.on('message', async (request: Request) => {
    if (request.kind === 'upload') {
      process.send?.(await upload(request.index));
      return;
    }
    if (request.kind === 'cpu') {
      // The parent divides the difference between two answers by the wall time between them.
      const { user, system } = process.cpuUsage();
      process.send?.({ kind: 'cpu', ms: (user + system) / 1000 });
      return;
    }
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
