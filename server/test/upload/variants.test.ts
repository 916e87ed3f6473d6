import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageVariants, placeholderFile, variantFile } from '@protocol/imageVariants';
import { build, createUser, type TestContext, type TestUser } from '../helpers';
import { multipartBody } from '../security/raw-http';
import { convertUploads } from '../../src/cli/convert-images';

// docs/performance.md, "Images": uploads stored once by content, decoded whole, given a placeholder
// at once and AVIF/WebP variants by the bounded queue after the answer.
describe('image variants', () => {
  let ctx: TestContext;
  let user: TestUser;
  let photo: Buffer;
  beforeAll(async () => {
    ctx = await build();
    user = await createUser(ctx, { username: 'photographer' });
    // 1000 px wide: the 1920 variant keeps the original width (never enlarged).
    photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#468' } })
      .composite([
        { input: Buffer.from('<svg width="400" height="200"><circle cx="200" cy="100" r="90" fill="#fc6"/></svg>') },
      ])
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const upload = async (bytes: Buffer) => {
    const { body, headers } = multipartBody('file', 'photo.jpg', 'image/jpeg', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: body,
      headers: { ...headers, authorization: user.token },
    });
  };
  const file = (name: string) => path.join(ctx.config.uploadDir, name);

  it('stores the image once under its content hash with its placeholder, then makes every variant', async () => {
    const first = await upload(photo);
    expect(first.json()).toMatchObject({ code: 0, message: '上传成功' });
    const url: string = first.json().result.url;
    const hash = /^\/uploads\/([0-9a-f]{32})\.jpg$/.exec(url)?.[1] ?? '';
    expect(hash).not.toBe('');
    expect(fs.existsSync(file(placeholderFile(hash)))).toBe(true);
    const again = await upload(photo);
    expect(again.json().result.url).toBe(url);

    await ctx.app.imageVariants.idle();
    for (const width of IMAGE_WIDTHS) {
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(file(variantFile(hash, width, format))).metadata();
        expect([width, format, meta.format === 'heif' ? 'avif' : meta.format]).toEqual([width, format, format]);
        expect(meta.width).toBe(Math.min(width, 1000));
      }
    }
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${variantFile(hash, 480, 'avif')}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The client's srcset names exactly these files.
    expect(imageVariants(url)?.srcSet.webp).toContain(`/uploads/${variantFile(hash, 960, 'webp')} 960w`);
  });

  it('sends the browser to the original while a variant is missing, and makes it', async () => {
    const other = await sharp(photo).rotate(180).jpeg().toBuffer();
    const url: string = (await upload(other)).json().result.url;
    await ctx.app.imageVariants.idle();
    const hash = url.slice('/uploads/'.length, -'.jpg'.length);
    const variant = variantFile(hash, 960, 'webp');
    fs.rmSync(file(variant));
    const missing = await ctx.app.inject({ method: 'GET', url: `/uploads/${variant}` });
    expect(missing.statusCode).toBe(307);
    expect(missing.headers.location).toBe(url);
    expect(missing.headers['cache-control']).toBe('no-store');
    await ctx.app.imageVariants.idle();
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${variant}` })).statusCode).toBe(200);
    // A variant of nothing stored is a plain 404.
    const unknown = variantFile('0'.repeat(32), 960, 'webp');
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${unknown}` })).statusCode).toBe(404);
  });

  it('refuses a decompression bomb (a small file of a huge canvas) with a clear 400 and stores nothing', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await ctx.app.imageVariants.idle();
    const before = fs.readdirSync(ctx.config.uploadDir).length;
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('图片尺寸过大（最多 50 百万像素）');
    expect(fs.readdirSync(ctx.config.uploadDir).length).toBe(before);
  });

  it('converts images stored before variants existed (npm run images:convert)', async () => {
    const old = await sharp(photo).flip().png().toBuffer();
    const name = 'abcdefabcdefabcdefabcdefabcdef12.png';
    fs.writeFileSync(file(name), old);
    const report = await convertUploads(ctx.app.storage);
    expect(report.converted).toBeGreaterThanOrEqual(1);
    expect(report.failed).toEqual([]);
    expect(fs.existsSync(file(placeholderFile(name.slice(0, 32))))).toBe(true);
    expect(fs.existsSync(file(variantFile(name.slice(0, 32), 1920, 'avif')))).toBe(true);
    // Nothing left to do the second time.
    expect((await convertUploads(ctx.app.storage)).converted).toBe(0);
  });
});
