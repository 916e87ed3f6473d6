import sharp from 'sharp';
import { siteConfig } from '../../src/db/seed/site';
import { LocalStorage, S3Storage, uploadAddresses } from '../../src/lib/storage';
import { build, createUser, type TestContext, type TestUser } from '../helpers';
import { multipartBody } from '../security/raw-http';
import { startTestBucket, type TestBucket } from './s3-server';

// Serving mode (b) (docs/deploy.md "Object storage"): with S3_PUBLIC_URL the API and the pages name
// uploads by the bucket's public address, and what comes back in is stored as `/uploads/<key>`.

const CDN = 'https://cdn.example.com/blog';
const hash = '0a'.repeat(16);

describe('the translation between stored paths and public addresses', () => {
  const cdn = uploadAddresses(
    new S3Storage(
      {
        endpoint: 'http://127.0.0.1:9',
        region: 'us-east-1',
        bucket: 'b',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
        publicUrl: CDN,
      },
      'uploads/',
      '/uploads',
    ),
  );

  it('prefixes every stored path in JSON, HTML, srcset, Markdown and CSS, and nothing else', () => {
    const text = JSON.stringify({
      cover: `/uploads/${hash}.jpg`,
      html: `<img src="/uploads/${hash}.jpg" srcset="/uploads/${hash}-160.webp 160w, /uploads/${hash}-480.webp 480w">`,
      markdown: `![图](/uploads/seed/cover.jpg) 和 <div style="background:url('/uploads/a.png')">`,
      prose: '把文件放进 /uploads/ 目录，或写 /uploadsx/a.jpg 与 https://other.example/uploads/b.jpg',
    });
    const out = JSON.parse(cdn.toPublic(text)) as Record<string, string>;
    expect(out.cover).toBe(`${CDN}/uploads/${hash}.jpg`);
    expect(out.html).toBe(
      `<img src="${CDN}/uploads/${hash}.jpg" srcset="${CDN}/uploads/${hash}-160.webp 160w, ${CDN}/uploads/${hash}-480.webp 480w">`,
    );
    expect(out.markdown).toBe(
      `![图](${CDN}/uploads/seed/cover.jpg) 和 <div style="background:url('${CDN}/uploads/a.png')">`,
    );
    expect(out.prose).toBe('把文件放进 /uploads/ 目录，或写 /uploadsx/a.jpg 与 https://other.example/uploads/b.jpg');
    // Translating twice changes nothing more.
    expect(cdn.toPublic(cdn.toPublic(text))).toBe(cdn.toPublic(text));
  });

  it('turns public addresses back into stored paths, deeply, and leaves other sites alone', () => {
    const body = {
      avatar: `${CDN}/uploads/${hash}.jpg`,
      list: [`x ${CDN}/uploads/a.png y`],
      n: 3,
      other: 'https://cdn.example.com/uploads/a.png',
    };
    expect(cdn.toStored(body)).toEqual({
      avatar: `/uploads/${hash}.jpg`,
      list: ['x /uploads/a.png y'],
      n: 3,
      other: body.other,
    });
  });

  it('is nothing at all when the site serves its uploads itself', () => {
    const site = uploadAddresses(new LocalStorage('/nonexistent', '/uploads'));
    expect(site.base).toBeNull();
    expect(site.toPublic(`"/uploads/${hash}.jpg"`)).toBe(`"/uploads/${hash}.jpg"`);
  });
});

describe('an app with S3_PUBLIC_URL', () => {
  let bucket: TestBucket;
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    bucket = await startTestBucket('inkstone-public');
    ctx = await build({ env: { ...bucket.env, S3_PUBLIC_URL: CDN } });
    user = await createUser(ctx, { username: 'cdnreader' });
  });
  afterAll(async () => {
    await ctx.close();
    await bucket.close();
  });

  it('answers an upload with its public address and stores it back as /uploads/<key>', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#864' } })
      .png()
      .toBuffer();
    const { body, headers } = multipartBody('file', 'a.png', 'image/png', photo);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: body,
      headers: { ...headers, authorization: user.token },
    });
    const url = uploaded.json().result.url as string;
    expect(url).toMatch(new RegExp(`^${CDN}/uploads/[0-9a-f]{32}\\.png$`));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/updateOwnUserInfo',
      payload: { avatar: url },
      headers: { authorization: user.token },
    });
    expect(saved.json().code).toBe(0);
    const row = await ctx.db.selectFrom('users').select('avatar').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.avatar).toBe(url.slice(CDN.length));
    const info = await ctx.app.inject({ method: 'GET', url: `/api/user/getUserInfoById/${user.id}` });
    expect(info.json().result.avatar).toBe(url);
  });

  it('gives cached answers the public addresses too, the first time and from the cache', async () => {
    const config = { ...siteConfig(new Date().toISOString()), blog_avatar: `/uploads/${hash}.jpg` };
    await ctx.db.insertInto('config').values(config).execute();
    await ctx.app.cache.invalidate(['config']);
    const first = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(second.headers['x-cache']).toBe('HIT');
    for (const res of [first, second]) expect(res.json().result.blog_avatar).toBe(`${CDN}/uploads/${hash}.jpg`);
  });
});
