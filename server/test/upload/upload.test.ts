import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { build, createUser, type TestContext, type TestUser } from '../helpers';

/** Builds a multipart/form-data body by hand (one part), as a browser's FormData would. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----inkstone-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Real tiny images of each accepted type (every upload is decoded whole: docs/performance.md, "Images"). */
const picture = (colour: string) => sharp({ create: { width: 12, height: 8, channels: 3, background: colour } });
let PNG: Buffer;
let JPEG: Buffer;
let GIF: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  PNG = await picture('#c33').png().toBuffer();
  JPEG = await picture('#3c3').jpeg().toBuffer();
  GIF = await picture('#33c').gif().toBuffer();
  WEBP = await picture('#cc3').webp().toBuffer();
});
/** What the issue found stored and answered 上传成功: a PNG signature followed by garbage. */
const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const MAX = 4096;

describe('upload module (docs/behaviour.md §4.6)', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await build({ env: { UPLOAD_MAX_BYTES: String(MAX) } });
    user = await createUser(ctx, { username: 'uploader1' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Stored files, seed/ excluded. */
  const stored = () => fs.readdirSync(ctx.config.uploadDir).filter((name) => name !== 'seed');
  const upload = (body: ReturnType<typeof multipart>, token: string | null = user.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    });

  it.each([
    ['png', () => PNG, 'image/png'],
    ['jpg', () => JPEG, 'image/jpeg'],
    ['gif', () => GIF, 'image/gif'],
    ['webp', () => WEBP, 'image/webp'],
  ])('stores a %s under its content name and serves it safely', async (ext, image, mime) => {
    const bytes = image();
    const res = await upload(multipart('file', 'holiday photo.bin', 'application/octet-stream', bytes));
    expect(res.json()).toMatchObject({ code: 0 });
    const url: string = res.json().result.url;
    expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A content name's bytes never change, so the file may be cached for a year.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    [
      'a non-image renamed .png',
      () => multipart('file', 'evil.png', 'image/png', Buffer.from('#!/bin/sh\necho pwned\n'.repeat(3))),
      400,
      /只能上传/,
    ],
    ['an SVG', () => multipart('file', 'logo.svg', 'image/svg+xml', SVG), 400, /只能上传/],
    [
      'a PNG signature followed by garbage',
      () => multipart('file', 'broken.png', 'image/png', FAKE_PNG),
      400,
      /^图片已损坏或无法识别，请换一张图片$/,
    ],
    [
      'a truncated JPEG',
      () => multipart('file', 'cut.jpg', 'image/jpeg', JPEG.subarray(0, Math.floor(JPEG.length / 2))),
      400,
      /^图片已损坏或无法识别，请换一张图片$/,
    ],
    [
      'an oversized image',
      () => multipart('file', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(MAX, 9)])),
      413,
      /不能超过/,
    ],
    ['no file at all', () => multipart('other', 'x.png', 'image/png', PNG), 400, /请选择要上传的图片/],
    ['an empty file', () => multipart('file', 'empty.png', 'image/png', Buffer.alloc(0)), 400, /请选择要上传的图片/],
  ])('refuses %s with a clear error and stores nothing', async (_label, body, status, message) => {
    await ctx.app.imageVariants.idle();
    const before = stored().length;
    const res = await upload(body());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(stored()).toHaveLength(before);
  });

  it('refuses a non-multipart request and anonymous or forged-token uploads (401)', async () => {
    await ctx.app.imageVariants.idle();
    const before = stored().length;
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: {},
      headers: { authorization: user.token },
    });
    expect(json.statusCode).toBe(400);
    expect((await upload(multipart('file', 'a.png', 'image/png', PNG), null)).statusCode).toBe(401);
    expect((await upload(multipart('file', 'a.png', 'image/png', PNG), 'abc.def.ghi')).statusCode).toBe(401);
    expect(stored()).toHaveLength(before);
  });

  it('serves seed images, never lists directories, and defuses odd files', async () => {
    const seedDir = path.join(ctx.config.uploadDir, 'seed');
    fs.mkdirSync(seedDir, { recursive: true });
    fs.writeFileSync(path.join(seedDir, 'cover.png'), PNG);
    fs.writeFileSync(path.join(seedDir, 'page.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(seedDir, 'art.svg'), SVG);
    fs.writeFileSync(path.join(ctx.dataDir, 'outside.txt'), 'TOP-SECRET');
    const seed = await ctx.app.inject({ method: 'GET', url: '/uploads/seed/cover.png' });
    expect(seed.statusCode).toBe(200);
    expect(seed.headers['content-type']).toBe('image/png');
    expect(seed.headers['cache-control']).toBe('public, max-age=604800');
    const html = await ctx.app.inject({ method: 'GET', url: '/uploads/seed/page.html' });
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toBe('attachment');
    const svg = await ctx.app.inject({ method: 'GET', url: '/uploads/seed/art.svg' });
    expect(svg.headers['content-security-policy']).toMatch(/sandbox/);
    for (const url of [
      '/uploads/',
      '/uploads/seed/',
      '/uploads/seed',
      '/uploads/../outside.txt',
      '/uploads/%2e%2e/outside.txt',
      '/uploads/seed/%2e%2e/%2e%2e/outside.txt',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      // A directory is refused (403 or 404), never listed; paths never climb out of uploadDir.
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('cover.png');
      expect(res.body).not.toContain('TOP-SECRET');
    }
  });
});

describe('upload rate limit (unbounded disk use)', () => {
  it('refuses uploads beyond the per-client limit with 429 and stores nothing more', async () => {
    const ctx = await build();
    try {
      const user = await createUser(ctx, { username: 'uploader2' });
      const send = () => {
        const body = multipart('file', 'a.png', 'image/png', PNG);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/upload/img',
          payload: body.payload,
          headers: { ...body.headers, authorization: user.token },
        });
      };
      for (let i = 0; i < 30; i += 1) expect((await send()).json().code).toBe(0);
      await ctx.app.imageVariants.idle();
      const before = fs.readdirSync(ctx.config.uploadDir).length;
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 429 });
      expect(res.json().message).toMatch(/频繁/);
      expect(fs.readdirSync(ctx.config.uploadDir).length).toBe(before);
    } finally {
      await ctx.close();
    }
  });
});
