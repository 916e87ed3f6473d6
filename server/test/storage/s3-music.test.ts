import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { S3Storage } from '../../src/lib/storage';
import { ensureDemoLibrary } from '../../src/modules/music/demo/generate';
import { DEMO_TRACKS } from '../../src/modules/music/demo/catalogue';
import { backupTo } from '../../src/transfer/backup';
import { build, type TestContext } from '../helpers';
import { trackBytes, waitFor } from '../music/fixtures';
import { startTestBucket, type TestBucket } from './s3-server';

// MUSIC_STORAGE=s3 (docs/deploy.md "Object storage"): the music library lives in a real
// S3-compatible bucket under music/, is scanned from its listing, streamed with Range, kept fresh
// by a listing check, and nothing is read from or written to MUSIC_DIR.

let bucket: TestBucket;
let store: S3Storage;
let ctx: TestContext;
const audio = trackBytes({ title: '桶里的歌', artist: '歌手甲', album: '桶专辑' }, 2);
const cover = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7]);
const manifest = {
  songs: [{ file: '专辑/01 歌手甲 - 桶里的歌.wav', alias: ['别名'] }],
  playlists: [{ name: '桶榜', files: ['专辑/01 歌手甲 - 桶里的歌.wav'] }],
};

beforeAll(async () => {
  bucket = await startTestBucket();
  store = new S3Storage(bucket.settings, 'music/', '/wapi/music');
  await store.put('专辑/01 歌手甲 - 桶里的歌.wav', audio, 'audio/wav');
  await store.put('专辑/01 歌手甲 - 桶里的歌.lrc', Buffer.from('[00:00.50]桶里的一行\n'));
  await store.put('专辑/cover.jpg', cover);
  await store.put('library.json', Buffer.from(JSON.stringify(manifest)));
  ctx = await build({ env: { ...bucket.env, STORAGE: '', MUSIC_STORAGE: 's3' } });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  store.close();
  await bucket.close();
});

const search = async (keyword: string) =>
  (await ctx.app.inject(`/wapi/search?keywords=${encodeURIComponent(keyword)}`)).json().result;

describe('a music library in an S3 bucket', () => {
  it('scans titles, the manifest, lyrics and covers from the bucket, and never makes MUSIC_DIR', async () => {
    const { songs } = await search('桶里的歌');
    expect(songs).toHaveLength(1);
    const [song] = songs;
    expect(song.name).toBe('桶里的歌');
    expect(song.alias).toEqual(['别名']);
    expect(song.artists[0].name).toBe('歌手甲');
    expect(song.album.name).toBe('桶专辑');
    expect((await ctx.app.inject(`/wapi/lyric?id=${song.id}`)).json().lrc.lyric).toBe('[00:00.50]桶里的一行\n');
    const picture = await ctx.app.inject(song.album.artist.img1v1Url);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.equals(cover)).toBe(true);
    const lists = (await ctx.app.inject('/wapi/toplist/detail')).json().list as { name: string }[];
    expect(lists[0].name).toBe('桶榜');
    expect(fs.existsSync(ctx.config.musicDir)).toBe(false);
  });

  it('streams a track whole and by Range, with the folder headers', async () => {
    const [song] = (await search('桶里的歌')).songs;
    const url = (await ctx.app.inject(`/wapi/song/url/v1?id=${song.id}`)).json().data[0].url as string;
    const whole = await ctx.app.inject(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(audio.length);
    expect(whole.rawPayload.equals(audio)).toBe(true);

    const part = await ctx.app.inject({ url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${audio.length}`);
    expect(Number(part.headers['content-length'])).toBe(1000);
    expect(part.rawPayload.equals(audio.subarray(100, 1100))).toBe(true);
    const tail = await ctx.app.inject({ url, headers: { range: 'bytes=-7' } });
    expect(tail.rawPayload.equals(audio.subarray(audio.length - 7))).toBe(true);

    const past = await ctx.app.inject({ url, headers: { range: `bytes=${audio.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${audio.length}`);
  });

  it('shows an object put into the bucket and forgets a removed one, without a restart', async () => {
    const count = async (keyword: string) => (await search(keyword)).songCount as number;
    await store.put('新/歌手乙 - 新放进的歌.wav', trackBytes({}), 'audio/wav');
    expect(await waitFor(async () => (await count('新放进的歌')) === 1, 20_000)).toBe(true);
    expect((await search('新放进的歌')).songs[0].artists[0].name).toBe('歌手乙');
    await store.delete('新/歌手乙 - 新放进的歌.wav');
    expect(await waitFor(async () => (await count('新放进的歌')) === 0, 20_000)).toBe(true);
  }, 60_000);

  it('backs up the bucket music into the archive under music/', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-s3-music-backup-'));
    try {
      const file = path.join(work, 'backup.tar.gz');
      expect((await backupTo(file, ctx.config)).entries).toContain('music');
      await tar.x({ file, cwd: work });
      expect(fs.readFileSync(path.join(work, 'music', '专辑', 'cover.jpg')).equals(cover)).toBe(true);
      expect(fs.readFileSync(path.join(work, 'music', '专辑', '01 歌手甲 - 桶里的歌.wav')).equals(audio)).toBe(true);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

/** seed-demo-music.ts in its own Node process (ts-node from source, as `npm start` runs main.ts). */
function seedInProcess(env: NodeJS.ProcessEnv): Promise<string> {
  const script = [
    '-r',
    'ts-node/register',
    '-r',
    './scripts/protocol-alias.cjs',
    'server/test/storage/seed-demo-music.ts',
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      script,
      { env: { ...process.env, ...env, TS_NODE_TRANSPILE_ONLY: '1' } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout.trim())),
    );
  });
}

describe('the demo library with MUSIC_STORAGE=s3', () => {
  it('is put into an empty bucket once, even by two processes starting together', async () => {
    const empty = await startTestBucket('inkstone-demo');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-demo-seed-'));
    const env = { ...empty.env, STORAGE: '', MUSIC_STORAGE: 's3', DATA_DIR: dataDir };
    const demo = new S3Storage(empty.settings, 'music/', '/wapi/music');
    try {
      const written = await Promise.all([seedInProcess(env), seedInProcess(env)]);
      expect(written).toContain(String(DEMO_TRACKS.length));
      const keys: string[] = [];
      for await (const { key } of demo.list('')) keys.push(key);
      expect(keys.filter((key) => key.endsWith('.wav'))).toHaveLength(DEMO_TRACKS.length);
      expect(keys.filter((key) => key.endsWith('.lrc'))).toHaveLength(DEMO_TRACKS.length);
      expect(keys).toContain('library.json');
      // Seeded once: a later start leaves the bucket alone, and MUSIC_DIR was never made.
      expect(await ensureDemoLibrary(demo)).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'music'))).toBe(false);
    } finally {
      demo.close();
      await empty.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
