import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ObjectHashCache } from '../../src/modules/music/hash-cache';
import { useTestApp } from '../helpers';
import { copyDemoLibrary, folderStore, tempLibrary, waitFor } from '../music/fixtures';

/**
 * Attack 7: blocking the event loop through /wapi. song/url/v1 took up to 1,000 ids and hashed
 * each whole audio file synchronously on first use. Now: 100 ids a call (HTTP 400 in Chinese
 * beyond), and MD5s come from a background, streaming cache keyed by the object's key, size and ETag.
 */
const musicDir = tempLibrary();
copyDemoLibrary(musicDir);
describe('attack 7: blocking the event loop through /wapi', () => {
  const ctx = useTestApp({ env: { MUSIC_DIR: musicDir } });
  afterAll(() => fs.rmSync(musicDir, { recursive: true, force: true }));

  const ids = (n: number) => Array.from({ length: n }, (_, i) => 1_000 + i).join(',');

  it('refuses 101 ids with HTTP 400 and a Chinese message', async () => {
    const response = await ctx.app.inject(`/wapi/song/url/v1?id=${ids(101)}&level=exhigh`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, data: null, msg: '一次最多查询 100 首歌曲' });
  });

  it('answers 100 ids, one entry each', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/wapi/song/url/v1', payload: { id: ids(100) } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(100);
  });

  it('never reads a whole audio file inside the request', async () => {
    const songs = (await ctx.app.inject('/wapi/search?keywords=a&limit=100')).json().result.songs as { id: number }[];
    const readFileSync = jest.spyOn(fs, 'readFileSync');
    try {
      const response = await ctx.app.inject(`/wapi/song/url/v1?id=${songs.map((s) => s.id).join(',')}`);
      expect(response.statusCode).toBe(200);
      const audioReads = readFileSync.mock.calls.filter(([file]) => /\.(wav|mp3|flac|m4a|ogg)$/i.test(String(file)));
      expect(audioReads).toEqual([]);
    } finally {
      readFileSync.mockRestore();
    }
    // The MD5s arrive once the background hashing has caught up.
    const first = songs[0].id;
    expect(
      await waitFor(async () =>
        /^[0-9a-f]{32}$/.test((await ctx.app.inject(`/wapi/song/url/v1?id=${first}`)).json().data[0].md5 ?? ''),
      ),
    ).toBe(true);
  });

  describe('ObjectHashCache', () => {
    it('streams the MD5 in the background and keys it by size and ETag', async () => {
      const file = path.join(musicDir, 'hash-me.bin');
      fs.writeFileSync(file, 'first version');
      const store = folderStore(musicDir);
      const cache = new ObjectHashCache(store);
      const describeFile = async () => {
        const info = await store.head('hash-me.bin');
        if (!info) throw new Error('hash-me.bin missing');
        return { rel: info.key, size: info.size, etag: info.etag };
      };
      const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
      expect(cache.get(await describeFile())).toBeNull();
      await cache.idle();
      expect(cache.get(await describeFile())).toBe(md5('first version'));
      fs.writeFileSync(file, 'the second, longer version');
      expect(cache.get(await describeFile())).toBeNull();
      await cache.idle();
      expect(cache.get(await describeFile())).toBe(md5('the second, longer version'));
      cache.close();
    });
  });
});
