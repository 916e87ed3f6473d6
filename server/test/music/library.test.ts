import fs from 'node:fs';
import path from 'node:path';
import { build } from '../helpers';
import { MusicLibrary } from '../../src/modules/music/library';
import { folderStore, tempLibrary, waitFor, writeTrack, type DetailSong } from './fixtures';

// Library behaviour of docs/behaviour.md §7.6: stable ids, ≥4 playlists, corrupt files skipped with a log line,
// rescans without a restart.
const quietLog = () => ({ info: jest.fn(), warn: jest.fn() });

describe('MusicLibrary', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempLibrary();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps ids stable across restarts and pads to at least four playlists', async () => {
    writeTrack(dir, 'a/歌手甲 - 第一首.wav', {});
    const first = new MusicLibrary(folderStore(dir), quietLog(), { watch: false });
    const a = await first.current();
    first.close();
    const second = new MusicLibrary(folderStore(dir), quietLog(), { watch: false });
    const b = await second.current();
    second.close();
    expect(a.tracks[0].id).toBe(b.tracks[0].id);
    expect(a.tracks[0].id).toBeLessThan(2 ** 53);
    expect(a.tracks[0].title).toBe('第一首'); // untagged: names from the file
    expect(a.tracks[0].artists[0].name).toBe('歌手甲');
    expect(a.playlists.length).toBeGreaterThanOrEqual(4);
    expect(a.playlists.map((p) => p.id)).toEqual(b.playlists.map((p) => p.id));
  });

  it('skips a corrupt audio file and a corrupt LRC with a log line and serves the rest', async () => {
    writeTrack(dir, 'good.wav', { title: '好歌', artist: '甲' });
    fs.writeFileSync(path.join(dir, 'good.lrc'), Buffer.from([0x5b, 0x30, 0x30, 0x00, 0xff, 0xfe]));
    fs.writeFileSync(path.join(dir, 'broken.mp3'), Buffer.from('this is not an mp3 file at all'.repeat(20)));
    fs.writeFileSync(path.join(dir, 'broken2.wav'), Buffer.from('RIFF????WAVEjunk'));
    const log = quietLog();
    const library = new MusicLibrary(folderStore(dir), log, { watch: false });
    const snapshot = await library.current();
    expect(snapshot.tracks.map((t) => t.title)).toEqual(['好歌']);
    const warnings = log.warn.mock.calls.map((c) => String(c[0]));
    expect(warnings.some((w) => w.includes('broken.mp3'))).toBe(true);
    expect(warnings.some((w) => w.includes('broken2.wav'))).toBe(true);
    expect(await library.lyricOf(snapshot.tracks[0], 'lrc')).toBe('');
    expect(log.warn.mock.calls.some((c) => String(c[0]).includes('good.lrc'))).toBe(true);
    library.close();
  });

  it('leaves out hidden files and names no storage key can have, and scans the rest', async () => {
    writeTrack(dir, 'AC\\DC - 反斜杠.wav', {});
    writeTrack(dir, '.hidden/藏起来.wav', {});
    writeTrack(dir, '歌手 - 正常的歌.wav', {});
    const library = new MusicLibrary(folderStore(dir), quietLog(), { watch: false });
    expect((await library.current()).tracks.map((t) => t.title)).toEqual(['正常的歌']);
    library.close();
  });
});

describe('rescan through the app', () => {
  it('picks up a dropped file and a removed one without a restart', async () => {
    const dir = tempLibrary();
    writeTrack(dir, 'one.wav', { title: '第一首', artist: '甲', album: '合集' });
    const ctx = await build({ env: { MUSIC_DIR: dir } });
    try {
      const count = async (keyword: string) =>
        (await ctx.app.inject(`/wapi/search?keywords=${encodeURIComponent(keyword)}`)).json().result
          .songCount as number;
      expect(await count('第一首')).toBe(1);
      writeTrack(dir, 'sub/two.wav', { title: '新来的歌', artist: '乙', album: '合集' });
      fs.writeFileSync(path.join(dir, 'sub', 'two.lrc'), '[00:00.50]新的一行\n');
      expect(await waitFor(async () => (await count('新来的歌')) === 1)).toBe(true);
      const song = (await ctx.app.inject(`/wapi/search?keywords=${encodeURIComponent('新来的歌')}`)).json().result
        .songs[0];
      expect((await ctx.app.inject(`/wapi/lyric?id=${song.id}`)).json().lrc.lyric).toBe('[00:00.50]新的一行\n');
      const detail: DetailSong = (await ctx.app.inject(`/wapi//song/detail?ids=${song.id}`)).json().songs[0];
      expect(detail.ar[0].name).toBe('乙');
      fs.rmSync(path.join(dir, 'one.wav'));
      expect(await waitFor(async () => (await count('第一首')) === 0)).toBe(true);
    } finally {
      await ctx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
