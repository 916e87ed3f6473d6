import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { variantFile } from '@protocol/imageVariants';
import { variantFilesOf } from '../../src/modules/upload';
import { build, type TestContext } from '../helpers';
import { findBinary, startPostgres, startRedis, temporaryRoot, type Postgres } from '../cluster/services';
import { CLUSTER_VARIANTS } from '../cluster/ports';

// docs/architecture.md "Object storage": processes sharing one store (here one folder) make an
// image's variants once, whichever of them browsers ask: the lock is on Redis with REDIS_URL, else
// on PostgreSQL. Each case is skipped (saying why) only on a machine without the server it needs;
// CI installs both in .ci/run.
const hasRedis = findBinary('redis-server') !== null;
const hasPostgres = findBinary('initdb') !== null && findBinary('pg_ctl') !== null;
if (!hasRedis) console.warn('shared-variants on Redis skipped: redis-server not found');
if (!hasPostgres) console.warn('shared-variants on PostgreSQL skipped: initdb or pg_ctl not found');

/** Their own ports (cluster/ports.ts), so they may run beside the multi-process suites. */
const { redis: REDIS_PORT, postgres: PG_PORT } = CLUSTER_VARIANTS;

/** Two apps on one upload folder, each store's `put` counted in `puts`. */
function twoInstances(env: () => NodeJS.ProcessEnv) {
  const apps: TestContext[] = [];
  const puts: string[] = [];
  let uploadDir = '';
  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shared-store-'));
    for (let i = 0; i < 2; i += 1) {
      const ctx = await build({ env: { ...env(), UPLOAD_DIR: uploadDir } });
      const { storage } = ctx.app;
      const put = storage.put.bind(storage);
      storage.put = async (key, bytes, type) => {
        puts.push(key);
        return put(key, bytes, type);
      };
      apps.push(ctx);
    }
    // A command sent before a connection is up is not queued: wait, so the lock is really shared.
    while (!apps.every((ctx) => ctx.app.redis?.ready() ?? true)) await new Promise((done) => setTimeout(done, 20));
  }, 120_000);
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });
  return { apps, puts };
}

function makesTheMissingVariantOnce(apps: TestContext[], puts: string[], background: string) {
  return async () => {
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const name = `${background.slice(1).repeat(32).slice(0, 32)}.jpg`;
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
  };
}

(hasRedis ? describe : describe.skip)('variants made once across processes on Redis', () => {
  let url = '';
  let stop = () => undefined as void;
  beforeAll(() => {
    const redis = startRedis(REDIS_PORT, temporaryRoot());
    url = redis.url;
    stop = redis.stop;
  });
  const { apps, puts } = twoInstances(() => ({ REDIS_URL: url }));
  // After the apps closed (jest runs after-hooks in the order they are declared).
  afterAll(() => stop());
  it('two instances asked for the same missing variant at once redirect, and it is made once', () =>
    makesTheMissingVariantOnce(apps, puts, '#357')());
});

(hasPostgres ? describe : describe.skip)('variants made once across processes on PostgreSQL', () => {
  let postgres: Postgres | undefined;
  let url = '';
  beforeAll(async () => {
    postgres = await startPostgres(PG_PORT, temporaryRoot());
    await postgres.createDatabase('variants');
    url = postgres.url('variants');
  }, 120_000);
  const { apps, puts } = twoInstances(() => ({ DATABASE_URL: url }));
  afterAll(() => postgres?.stop());
  it('two instances asked for the same missing variant at once redirect, and it is made once', () =>
    makesTheMissingVariantOnce(apps, puts, '#468')());
});
