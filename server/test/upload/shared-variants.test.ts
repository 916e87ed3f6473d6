import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { variantFile } from '@protocol/imageVariants';
import { variantFilesOf } from '../../src/modules/upload';
import { build, type TestContext } from '../helpers';
import { findBinary, startRedis, temporaryRoot, type RedisServer } from '../cluster/services';

// docs/architecture.md "Object storage": processes sharing one store (here one folder) and one
// Redis make an image's variants once, whichever of them browsers ask. Skipped (saying why) only on
// a machine without redis-server; CI installs it in .ci/run.
const hasRedis = findBinary('redis-server') !== null;
const describeRedis = hasRedis ? describe : describe.skip;
if (!hasRedis) console.warn('shared-variants suite skipped: redis-server not found');

/** Its own port, movable by env, so it may run beside the multi-process suites. */
const REDIS_PORT = Number(process.env.VARIANTS_REDIS_PORT || 56382);

describeRedis('variants made once across processes', () => {
  let redis: RedisServer;
  let uploadDir: string;
  const apps: TestContext[] = [];
  /** Every key each app's store wrote, in order. */
  const puts: string[] = [];

  beforeAll(async () => {
    redis = startRedis(REDIS_PORT, temporaryRoot());
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shared-store-'));
    for (let i = 0; i < 2; i += 1) {
      const ctx = await build({ env: { UPLOAD_DIR: uploadDir, REDIS_URL: redis.url } });
      const { storage } = ctx.app;
      const put = storage.put.bind(storage);
      storage.put = async (key, bytes, type) => {
        puts.push(key);
        return put(key, bytes, type);
      };
      apps.push(ctx);
    }
    // A command sent before a connection is up is not queued: wait, so the lock is really shared.
    while (!apps.every((ctx) => ctx.app.redis?.ready())) await new Promise((resolve) => setTimeout(resolve, 20));
  }, 60_000);
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
    redis.stop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('two instances asked for the same missing variant at once both redirect, and it is made once', async () => {
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#357' } })
      .jpeg()
      .toBuffer();
    const name = '0123456789abcdef0123456789abcdef.jpg';
    await apps[0].app.storage.put(name, photo);
    puts.length = 0;
    const wanted = `/uploads/${variantFile(name.slice(0, 32), 960, 'webp')}`;

    const answers = await Promise.all(apps.map((ctx) => ctx.app.inject({ method: 'GET', url: wanted })));
    expect(answers.map((answer) => [answer.statusCode, answer.headers.location])).toEqual([
      [307, `/uploads/${name}`],
      [307, `/uploads/${name}`],
    ]);
    await Promise.all(apps.map((ctx) => ctx.app.imageVariants.idle()));

    // Each placeholder and variant written by one of them, once; both now serve it.
    expect([...puts].sort()).toEqual([...variantFilesOf(name)].sort());
    for (const ctx of apps) expect((await ctx.app.inject({ method: 'GET', url: wanted })).statusCode).toBe(200);

    // Asked again later (the lock long released), the variants are found there and not made again.
    for (const ctx of apps) ctx.app.imageVariants.enqueue(name);
    await Promise.all(apps.map((ctx) => ctx.app.imageVariants.idle()));
    expect(puts).toHaveLength(variantFilesOf(name).length);
  });
});
