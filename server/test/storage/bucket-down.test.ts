import sharp from 'sharp';
import { STORAGE_UNAVAILABLE } from '../../src/lib/storage/s3-storage';
import { build, createUser, type TestContext, type TestUser } from '../helpers';
import { multipartBody } from '../security/raw-http';
import { startTestBucket, type TestBucket } from './s3-server';

// The bucket going away (docs/deploy.md "Object storage"): uploads, reads and the music library
// answer a clear 503, never a bare 500, and a refused upload leaves no row behind.

let bucket: TestBucket;
let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  bucket = await startTestBucket('inkstone-down');
  ctx = await build({ env: { ...bucket.env, MUSIC_STORAGE: 's3' } });
  user = await createUser(ctx, { username: 'downcast' });
  await bucket.close();
});
afterAll(() => ctx.close());

it('an upload while the bucket is down answers 503 with a clear sentence and stores nothing', async () => {
  const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#468' } })
    .png()
    .toBuffer();
  const before = await ctx.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const { body, headers } = multipartBody('file', 'photo.png', 'image/png', photo);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    payload: body,
    headers: { ...headers, authorization: user.token },
  });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ code: 503, message: STORAGE_UNAVAILABLE });
  const after = await ctx.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  expect(Number(after?.n)).toBe(Number(before?.n));
});

it('reading an upload while the bucket is down answers 503, not 500', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.png` });
  expect(res.statusCode).toBe(503);
});

it('the music library in a bucket that is down answers 503 in the NCM envelope, not 500', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/wapi/search?keywords=a' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ code: 503, data: null, msg: STORAGE_UNAVAILABLE });
});
