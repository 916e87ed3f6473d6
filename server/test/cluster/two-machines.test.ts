import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { seedImageFiles } from '../../src/db/seed/images';
import { STORAGE_UNAVAILABLE } from '../../src/lib/storage/s3-storage';
import { variantFilesOf } from '../../src/modules/upload';
import { multipartBody } from '../security/raw-http';
import { clusterEnv, ensureServerBuild, startApp, type AppProcess } from './app-process';
import { bucketProcess, type BucketProcess } from './bucket-process';
import { call, eventually, login } from './cluster-http';
import { CLUSTER_TWO_MACHINES } from './ports';
import {
  missingBinaries,
  startNginx,
  startPostgres,
  startRedis,
  temporaryRoot,
  type Nginx,
  type Postgres,
  type RedisServer,
} from './services';

// docs/deploy.md "Two machines" without a shared disk: two app processes, each with its own DATA_DIR,
// UPLOAD_DIR and MUSIC_DIR, on one PostgreSQL, one Redis and one S3-compatible bucket (STORAGE=s3,
// docs/deploy.md "Object storage"), behind deploy/nginx.conf. The bucket is s3rver in a child process,
// so it can be killed mid-upload. Ports: ./ports.ts.
const missing = missingBinaries();
const describeCluster = missing.length === 0 ? describe : describe.skip;
if (missing.length > 0) console.warn(`two-machine suite skipped: ${missing.join(', ')} not found`);

const { postgres: PG_PORT, redis: REDIS_PORT, nginx: NGINX_PORT, bucket: BUCKET_PORT } = CLUSTER_TWO_MACHINES;
const ADMIN_PASSWORD = 'TwoMachines123';

let root: string;
let pg: Postgres | undefined;
let redis: RedisServer | undefined;
let nginx: Nginx | undefined;
let bucket: BucketProcess | undefined;
let a: AppProcess;
let b: AppProcess;
let adminToken: string;

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: pg?.url('inkstone') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Each "machine": its own folders; only the database, Redis, the bucket and the secret are shared. */
const machineEnv = (index: number): NodeJS.ProcessEnv => {
  const machine = path.join(root, `machine-${index}`);
  return {
    ...clusterEnv({
      root,
      index,
      databaseUrl: pg?.url('inkstone') ?? '',
      redisUrl: redis?.url ?? '',
      adminPassword: ADMIN_PASSWORD,
    }),
    ...bucket?.env,
    DATA_DIR: path.join(machine, 'data'),
    UPLOAD_DIR: path.join(machine, 'uploads'),
    MUSIC_DIR: path.join(machine, 'music'),
    PG_POOL_MAX: '5',
  };
};

async function upload(
  port: number,
  bytes: Buffer,
): Promise<{ status: number; code?: number; message?: string; url?: string }> {
  const { body, headers } = multipartBody('file', 'photo.jpg', 'image/jpeg', bytes);
  const response = await fetch(`http://127.0.0.1:${port}/api/upload/img`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${adminToken}` },
    body,
  });
  const answer = (await response.json()) as { code?: number; message?: string; result?: { url?: string } };
  return { status: response.status, code: answer.code, message: answer.message, url: answer.result?.url };
}

async function fetchBytes(port: number, url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const photo = (width: number, height: number, quality = 85) =>
  sharp({
    create: { width, height, channels: 3, background: '#4a6', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .jpeg({ quality })
    .toBuffer();

describeCluster('two machines without a shared disk: uploads in one bucket', () => {
  beforeAll(async () => {
    ensureServerBuild();
    root = temporaryRoot();
    pg = await startPostgres(PG_PORT, root);
    await pg.createDatabase('inkstone');
    redis = startRedis(REDIS_PORT, root);
    bucket = bucketProcess({ port: BUCKET_PORT, root, bucket: 'inkstone-two' });
    await bucket.start();
    // Each machine's own music folder gets the demo library copied in (synthesising it is not tested here).
    for (const index of [0, 1])
      fs.cpSync(process.env.INKSTONE_TEST_DEMO_MUSIC as string, path.join(root, `machine-${index}`, 'music'), {
        recursive: true,
      });
    [a, b] = await Promise.all(CLUSTER_TWO_MACHINES.apps.map((port, i) => startApp(port, machineEnv(i))));
    nginx = startNginx({ port: NGINX_PORT, upstreams: [a.port, b.port], distDir: path.join(root, 'dist'), root });
    adminToken = (await login(a.port, 'admin', ADMIN_PASSWORD)).token;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((app) => app.stop()));
    nginx?.stop();
    await bucket?.stop();
    redis?.stop();
    pg?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  let name: string;
  let url: string;

  it('the demo pictures, written after listening by the process that seeded, are in the bucket', async () => {
    const expected = seedImageFiles().map((file) => `uploads/${file}`);
    await eventually(
      async () => {
        const there = new Set(await bucket?.keys('uploads/'));
        return expected.every((key) => there.has(key)) ? true : undefined;
      },
      60_000,
      'demo pictures in the bucket',
    );
    const cover = (await call(NGINX_PORT, 'GET', '/api/article/blogHomeGetArticleList/1/1')).body.result as {
      list: { article_cover: string }[];
    };
    expect((await fetchBytes(b.port, cover.list[0].article_cover)).status).toBe(200);
  });

  it('an image uploaded through A is served by B and nginx, and its variants reach the bucket', async () => {
    const uploaded = await upload(a.port, await photo(2000, 1000));
    expect(uploaded).toMatchObject({ status: 200, code: 0 });
    url = uploaded.url as string;
    name = url.slice('/uploads/'.length);
    const viaA = await fetchBytes(a.port, url);
    const viaB = await fetchBytes(b.port, url);
    const viaNginx = await fetchBytes(NGINX_PORT, url);
    expect([viaA.status, viaB.status, viaNginx.status]).toEqual([200, 200, 200]);
    expect(viaB.bytes.equals(viaA.bytes)).toBe(true);
    expect(viaNginx.bytes.equals(viaA.bytes)).toBe(true);
    expect(viaB.type).toBe('image/jpeg');

    const expected = [name, ...variantFilesOf(name)].map((file) => `uploads/${file}`).sort();
    await eventually(
      async () => {
        const there = new Set(await bucket?.keys('uploads/'));
        return expected.every((key) => there.has(key)) ? true : undefined;
      },
      120_000,
      `every variant of ${name} in the bucket`,
    );
    for (const file of variantFilesOf(name)) {
      const variant = await fetchBytes(b.port, `/uploads/${file}`);
      expect(`${file} ${variant.status} ${variant.type}`).toBe(
        `${file} 200 ${file.endsWith('.avif') ? 'image/avif' : 'image/webp'}`,
      );
      expect(variant.bytes.length).toBeGreaterThan(0);
    }
    // Neither machine wrote an upload into its own folder.
    for (const index of [0, 1]) {
      const folder = path.join(root, `machine-${index}`, 'uploads');
      expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
    }
  }, 180_000);

  it('a post using the image, deleted through B, takes the image and its variants out of the bucket', async () => {
    const created = await call(a.port, 'POST', '/api/admin/article', {
      token: adminToken,
      body: {
        article_title: '两台机器',
        article_content: `一张照片：\n\n![照片](${url})`,
        article_cover: url,
        category_name: '随笔',
        status: 'public',
      },
    });
    expect(created.body.code).toBe(0);
    const id = (created.body.result as { id: number }).id;
    // Still referenced: nothing is removed while the post stands.
    expect(await bucket?.keys(`uploads/${name.slice(0, 32)}`)).toHaveLength(1 + variantFilesOf(name).length);

    const adminOnB = (await login(b.port, 'admin', ADMIN_PASSWORD)).token;
    const deleted = await call(b.port, 'DELETE', `/api/admin/article/${id}`, { token: adminOnB });
    expect(deleted.body.code).toBe(0);
    await eventually(
      async () => ((await bucket?.keys(`uploads/${name.slice(0, 32)}`))?.length === 0 ? true : undefined),
      10_000,
      `${name} and its variants gone from the bucket`,
    );
    expect((await fetchBytes(a.port, url)).status).toBe(404);
    expect((await fetchBytes(NGINX_PORT, url)).status).toBe(404);
  });

  it('the bucket killed mid-upload: a clear 503, no half object, no row; uploads work once it is back', async () => {
    const big = await photo(2400, 2400, 95);
    const uploads = () => query<{ name: string }>('select name from uploads order by id');
    const rowsBefore = await uploads();
    const diedOn = bucket?.dieMidUpload() ?? Promise.reject(new Error('no bucket'));
    const answer = await upload(a.port, big);
    const key = await diedOn;
    expect(answer).toMatchObject({ status: 503, code: 503, message: STORAGE_UNAVAILABLE });

    await bucket?.start();
    expect(await bucket?.keys(key)).toEqual([]);
    expect(await bucket?.keys(`uploads/${key.slice('uploads/'.length, 'uploads/'.length + 32)}`)).toEqual([]);
    expect(await uploads()).toEqual(rowsBefore);
    expect(await query('select id from articles where article_content like $1', [`%${key.slice(8, 40)}%`])).toEqual([]);

    const again = await upload(b.port, big);
    expect(again).toMatchObject({ status: 200, code: 0, url: `/${key}` });
    expect((await fetchBytes(a.port, `/${key}`)).status).toBe(200);
  }, 120_000);
});
