import fs from 'node:fs';
import path from 'node:path';
import { build, type TestContext } from '../helpers';
import { parseRange } from '../../src/modules/music/media';
import { tempLibrary, writeTrack } from './fixtures';

// Audio with HTTP Range and covers (docs/behaviour.md §7.5).
let ctx: TestContext;
let dir: string;
let audioUrl: string;
let size: number;
let bytes: Buffer;

beforeAll(async () => {
  dir = tempLibrary();
  const file = writeTrack(dir, 'audio/歌手 - 测试.wav', { title: '测试', artist: '歌手', album: '专辑' }, 2);
  fs.writeFileSync(path.join(dir, 'audio', 'cover.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  bytes = fs.readFileSync(file);
  size = bytes.length;
  ctx = await build({ env: { MUSIC_DIR: dir } });
  const song = (await ctx.app.inject('/wapi/search?keywords=测试')).json().result.songs[0];
  audioUrl = (await ctx.app.inject(`/wapi/song/url/v1?id=${song.id}&level=exhigh`)).json().data[0].url;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /wapi/media/audio/:id.:ext', () => {
  it('serves the whole file with Accept-Ranges and the audio type', async () => {
    const res = await ctx.app.inject(audioUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(size);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers ranges with 206 and the exact bytes (closed, open-ended, suffix)', async () => {
    const cases: [string, number, number][] = [
      ['bytes=100-199', 100, 199],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=-5', size - 5, size - 1],
      [`bytes=0-${size * 2}`, 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await ctx.app.inject({ url: audioUrl, headers: { range } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers a range past the end with 416 and bytes */size', async () => {
    const res = await ctx.app.inject({ url: audioUrl, headers: { range: `bytes=${size}-${size + 10}` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers an unknown id with 404', async () => {
    expect((await ctx.app.inject('/wapi/media/audio/12345.mp3')).statusCode).toBe(404);
  });

  it('parses range headers', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-0', 100)).toBe('invalid');
    expect(parseRange('bytes=9-3', 100)).toBe('invalid');
    expect(parseRange('items=1-2', 100)).toBeNull();
  });
});

describe('GET /wapi/media/cover/...', () => {
  it('serves the folder cover with its sniffed type, and a PNG placeholder otherwise', async () => {
    const song = (await ctx.app.inject('/wapi/search?keywords=测试')).json().result.songs[0];
    const cover = await ctx.app.inject(song.album.artist.img1v1Url);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const placeholder = await ctx.app.inject('/wapi/media/cover/album/1.png');
    expect(placeholder.headers['content-type']).toBe('image/png');
    expect(placeholder.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
