import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seedImageFiles } from '../../src/db/seed/images';
import { DEMO_TRACKS } from '../../src/modules/music/demo/catalogue';
import { STORAGE_UNAVAILABLE } from '../../src/lib/storage/s3-storage';
import { variantFilesOf } from '../../src/modules/upload';
import { ensureServerBuild, startApp, type AppProcess } from './app-process';
import { bucketProcess, type BucketProcess } from './bucket-process';
import { call, eventually, fetchBytes, login, noisyJpeg, uploadImage } from './cluster-http';
import { CLUSTER_TWO_MACHINES } from './ports';
import { fetchRange, machineEnv, putFolder, queryDatabase } from './two-machines-env';
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
// UPLOAD_DIR and MUSIC_DIR, on one PostgreSQL, one Redis and one bucket (STORAGE=s3: s3rver in a child
// process, so it can be killed mid-upload), behind deploy/nginx.conf. Ports: ./ports.ts.
const missing = missingBinaries();
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

const query = <T>(text: string, values: unknown[] = []) => queryDatabase<T>(pg?.url('inkstone') ?? '', text, values);

(missing.length === 0 ? describe : describe.skip)(
  'two machines without a shared disk: uploads and music in one bucket',
  () => {
    beforeAll(async () => {
      ensureServerBuild();
      root = temporaryRoot();
      pg = await startPostgres(PG_PORT, root);
      await pg.createDatabase('inkstone');
      redis = startRedis(REDIS_PORT, root);
      bucket = bucketProcess({ port: BUCKET_PORT, root, bucket: 'inkstone-two' });
      await bucket.start();
      // The demo library goes into the bucket's music/ (synthesising it is not what is tested here).
      await putFolder(bucket, process.env.INKSTONE_TEST_DEMO_MUSIC as string, 'music/');
      const [databaseUrl, redisUrl, adminPassword] = [pg.url('inkstone'), redis.url, ADMIN_PASSWORD];
      const env = (index: number) => machineEnv({ root, databaseUrl, redisUrl, adminPassword, bucket: bucket!, index });
      [a, b] = await Promise.all(CLUSTER_TWO_MACHINES.apps.map((port, index) => startApp(port, env(index))));
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
    let name: string, url: string;

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
      const uploaded = await uploadImage(a.port, adminToken, await noisyJpeg(2000, 1000));
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

    it('a track of the library in the bucket seeks with Range through both machines and nginx', async () => {
      const title = DEMO_TRACKS[0].title;
      const found = await call(a.port, 'GET', `/wapi/search?keywords=${encodeURIComponent(title)}`);
      const [song] = (found.body.result as { songs: { id: number; name: string }[] }).songs;
      expect(song.name).toBe(title);
      const played = await call(b.port, 'GET', `/wapi/song/url/v1?id=${song.id}`);
      const url = (played.body.data as { url: string }[])[0].url;
      const whole = await fetchBytes(a.port, url);
      expect(whole.status).toBe(200);
      const middle = Math.floor(whole.bytes.length / 2);
      for (const port of [a.port, b.port, NGINX_PORT]) {
        const part = await fetchRange(port, url, `bytes=${middle}-${middle + 4095}`);
        expect([part.status, part.range]).toEqual([206, `bytes ${middle}-${middle + 4095}/${whole.bytes.length}`]);
        expect(part.bytes.equals(whole.bytes.subarray(middle, middle + 4096))).toBe(true);
      }
      // Neither machine made a music folder: the library is the bucket's.
      for (const index of [0, 1]) expect(fs.existsSync(path.join(root, `machine-${index}`, 'music'))).toBe(false);
    });

    it('the bucket killed mid-upload: a clear 503, no half object, no row; uploads work once it is back', async () => {
      const big = await noisyJpeg(2400, 2400, 95);
      const uploads = () => query<{ name: string }>('select name from uploads order by id');
      const rowsBefore = await uploads();
      const diedOn = bucket?.dieMidUpload() ?? Promise.reject(new Error('no bucket'));
      const answer = await uploadImage(a.port, adminToken, big);
      const key = await diedOn;
      expect(answer).toMatchObject({ status: 503, code: 503, message: STORAGE_UNAVAILABLE });

      await bucket?.start();
      const hash = key.slice('uploads/'.length, 'uploads/'.length + 32);
      expect(await bucket?.keys(`uploads/${hash}`)).toEqual([]);
      expect(await uploads()).toEqual(rowsBefore);
      expect(await query('select id from articles where article_content like $1', [`%${hash}%`])).toEqual([]);

      // A store that is not atomic may keep half an object when it dies (s3rver does, killed later): the
      // next upload of the same picture writes it whole again rather than taking the name as stored.
      await bucket?.put(key, big.subarray(0, 1000));
      const again = await uploadImage(b.port, adminToken, big);
      expect(again).toMatchObject({ status: 200, code: 0, url: `/${key}` });
      const served = await fetchBytes(a.port, `/${key}`);
      expect(served.status).toBe(200);
      expect(served.bytes.length).toBeGreaterThan(1000);
      expect((await sharp(served.bytes, { failOn: 'truncated' }).stats()).channels).toHaveLength(3);
    }, 120_000);
  },
);
