import fs from 'node:fs';
import sharp from 'sharp';
import { removeUnreferencedUploads, variantFilesOf } from '../../src/modules/upload';
import { build, createUser, type TestContext, type TestUser } from '../helpers';
import { multipartBody } from '../security/raw-http';
import { afterGrace } from '../upload/after-grace';
import { startTestBucket, type TestBucket } from './s3-server';

// STORAGE=s3 (docs/deploy.md "Object storage"): uploads live in a real S3-compatible bucket, the
// server streams them under /uploads/ with the folder's headers, and nothing touches UPLOAD_DIR.

let bucket: TestBucket;
let ctx: TestContext;
let user: TestUser;
let photo: Buffer;
beforeAll(async () => {
  bucket = await startTestBucket();
  ctx = await build({ env: bucket.env });
  user = await createUser(ctx, { username: 'bucketeer' });
  photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
  await bucket.close();
});

const upload = async (bytes: Buffer) => {
  const { body, headers } = multipartBody('file', 'photo.jpg', 'image/jpeg', bytes);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    payload: body,
    headers: { ...headers, authorization: user.token },
  });
  return res.json().result.url as string;
};
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('uploads in an S3 bucket', () => {
  let url: string;
  let name: string;
  beforeAll(async () => {
    url = await upload(photo);
    name = url.slice('/uploads/'.length);
    await ctx.app.imageVariants.idle();
  });

  it('serves the original and every variant from the bucket, with the folder headers', async () => {
    const original = await get(url);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.length).toBe(Number(original.headers['content-length']));
    expect(original.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(original.headers['content-security-policy']).toMatch(/sandbox/);
    for (const file of variantFilesOf(name)) {
      const variant = await get(`/uploads/${file}`);
      expect(`${file} ${variant.statusCode}`).toBe(`${file} 200`);
      expect(variant.headers['content-type']).toBe(file.endsWith('.avif') ? 'image/avif' : 'image/webp');
    }
    // Nothing was written to the local folder.
    expect(fs.existsSync(ctx.config.uploadDir)).toBe(false);
  });

  it('answers Range, conditional requests and missing keys as the folder did', async () => {
    const part = await get(url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual((await get(url)).rawPayload.subarray(0, 10));
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(url, { range: 'bytes=99999999-' })).statusCode).toBe(416);
    expect((await get('/uploads/0123456789abcdef0123456789abcdef.jpg')).statusCode).toBe(404);
    expect((await get('/uploads/%2e%2e/secret.txt')).statusCode).toBe(404);
  });

  it('accepts a bucket object as an avatar and deletes it by references only', async () => {
    const avatar = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/updateOwnUserInfo',
      payload: { avatar: url },
      headers: { authorization: user.token },
    });
    expect(avatar.json().code).toBe(0);
    expect(await removeUnreferencedUploads(ctx.db, afterGrace(ctx.app.storage), [name])).toEqual([]);
    expect((await get(url)).statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ avatar: '' }).where('id', '=', user.id).execute();
    expect(await removeUnreferencedUploads(ctx.db, afterGrace(ctx.app.storage), [name])).toEqual([name]);
    for (const file of [name, ...variantFilesOf(name)]) expect(await ctx.app.storage.head(file)).toBeNull();
  });
});

describe('serving mode (b): S3_PUBLIC_URL', () => {
  it('sends browsers to the bucket public URL and lets pages load images and audio from it', async () => {
    const cdn = await build({ env: { ...bucket.env, S3_PUBLIC_URL: 'https://cdn.example.com/blog' } });
    try {
      const name = `${'a'.repeat(32)}.jpg`;
      await cdn.app.storage.put(name, photo, 'image/jpeg');
      const res = await cdn.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`https://cdn.example.com/blog/uploads/${name}`);
      const csp = String(res.headers['content-security-policy']);
      const page = String(
        (await cdn.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'],
      );
      expect(csp).toBeTruthy();
      expect(page).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
      expect(page).toMatch(/media-src [^;]*https:\/\/cdn\.example\.com/);
    } finally {
      await cdn.close();
    }
  });
});
