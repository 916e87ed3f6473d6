import sharp from 'sharp';
import { variantFile } from '@protocol/imageVariants';
import { useTestApp } from '../helpers';

// docs/performance.md "Object storage": what the store said of a file whose bytes never change is
// kept, so serving it again (from a bucket: a network call each) asks the store for its bytes only.

describe('serving stored files', () => {
  const ctx = useTestApp();
  const heads: string[] = [];
  const hash = '5e'.repeat(16);

  beforeAll(async () => {
    const { storage } = ctx.app;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#357' } })
      .png()
      .toBuffer();
    await storage.put(`${hash}.png`, png);
    await storage.put(variantFile(hash, 160, 'webp'), await sharp(png).webp().toBuffer());
    await storage.put('seed/banner.png', png);
    // The folder's own get asks head inside it; only what the route asks counts here.
    let insideGet = false;
    const head = storage.head.bind(storage);
    const read = storage.get.bind(storage);
    storage.head = async (key) => {
      if (!insideGet) heads.push(key);
      return head(key);
    };
    storage.get = async (key, range) => {
      insideGet = true;
      try {
        return await read(key, range);
      } finally {
        insideGet = false;
      }
    };
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('asks the store about a content-named file once, its variants included', async () => {
    for (const url of [`/uploads/${hash}.png`, `/uploads/${variantFile(hash, 160, 'webp')}`]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const again = await get(url);
      expect(again.rawPayload).toEqual(first.rawPayload);
      expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    }
    expect(heads).toEqual([`${hash}.png`, variantFile(hash, 160, 'webp')]);
  });

  it('asks every time about a file whose name does not fix its bytes', async () => {
    heads.length = 0;
    await get('/uploads/seed/banner.png');
    await get('/uploads/seed/banner.png');
    expect(heads).toEqual(['seed/banner.png', 'seed/banner.png']);
  });

  it('answers 404 for a known file deleted since, and then forgets it', async () => {
    const url = `/uploads/${hash}.png`;
    await ctx.app.storage.delete(`${hash}.png`);
    expect((await get(url)).statusCode).toBe(404);
    heads.length = 0;
    expect((await get(url)).statusCode).toBe(404);
    expect(heads).toContain(`${hash}.png`);
  });
});
