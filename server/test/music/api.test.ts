import fs from 'node:fs';
import { build, type TestContext } from '../helpers';
import { copyDemoLibrary, tempLibrary, waitFor, type DetailSong } from './fixtures';

// The six endpoints of docs/behaviour.md §7.5 over the generated demo library, through the real app.
let ctx: TestContext;
let musicDir: string;
let hot: { id: number; name: string; coverImgUrl: string; trackCount: number };
let first: DetailSong;

beforeAll(async () => {
  musicDir = tempLibrary();
  copyDemoLibrary(musicDir);
  ctx = await build({ env: { MUSIC_DIR: musicDir } });
  hot = (await ctx.app.inject('/wapi/toplist/detail')).json().list[3];
  first = (await ctx.app.inject(`/wapi/playlist/track/all?id=${hot.id}&limit=1&offset=0`)).json().songs[0];
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(musicDir, { recursive: true, force: true });
});

describe('GET /wapi/toplist/detail', () => {
  it('lists at least four playlists with id, name and a loadable cover; 热歌榜 at index 3', async () => {
    const res = await ctx.app.inject('/wapi/toplist/detail');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.list.length).toBeGreaterThanOrEqual(4);
    expect(body.list.slice(0, 4).map((l: { name: string; ToplistType: string }) => [l.name, l.ToplistType])).toEqual([
      ['飙升榜', 'S'],
      ['新歌榜', 'N'],
      ['原创榜', 'O'],
      ['热歌榜', 'H'],
    ]);
    for (const list of body.list) {
      expect(Number.isSafeInteger(list.id)).toBe(true);
      expect(typeof list.name).toBe('string');
      const cover = await ctx.app.inject(list.coverImgUrl);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/png');
    }
    expect(body.list[0].tracks[0]).toEqual({ first: expect.any(String), second: expect.any(String) });
    expect(body.artistToplist).toMatchObject({ name: '歌手榜', upateFrequency: expect.any(String) });
    expect(hot.trackCount).toBe(12);
  });
});

describe('GET /wapi/playlist/track/all', () => {
  it('pages by item offset and ends with an empty page', async () => {
    const page = async (offset: number | string) =>
      (await ctx.app.inject(`/wapi/playlist/track/all?id=${hot.id}&limit=5&offset=${offset}`)).json();
    const [a, b, c, d] = await Promise.all([page(0), page(5), page(10), page(15)]);
    expect([a.songs.length, b.songs.length, c.songs.length, d.songs.length]).toEqual([5, 5, 2, 0]);
    expect(d).toEqual({ songs: [], privileges: [], code: 200 });
    const ids = [...a.songs, ...b.songs, ...c.songs].map((s: DetailSong) => s.id);
    expect(new Set(ids).size).toBe(12);
    expect(a.privileges.map((p: { id: number }) => p.id)).toEqual(a.songs.map((s: DetailSong) => s.id));
    for (const song of a.songs as DetailSong[]) {
      expect(song.ar[0].name).toBeTruthy();
      expect(Array.isArray(song.alia)).toBe(true);
      expect(song.al.picUrl).toMatch(/^\/wapi\/media\/cover\/album\//);
      expect(song.dt).toBeGreaterThanOrEqual(20_000);
    }
    expect(first.name).toBe('晨光');
    expect(first.alia).toEqual(['Morning Light']);
    expect(first.ar[0].name).toBe('砚台乐队');
  });

  it('clamps a negative or non-numeric offset to 0 and answers a huge one with an empty page', async () => {
    for (const offset of ['-5', 'abc', '']) {
      const body = (await ctx.app.inject(`/wapi/playlist/track/all?id=${hot.id}&limit=1&offset=${offset}`)).json();
      expect(body.songs[0].id).toBe(first.id);
    }
    const huge = await ctx.app.inject(`/wapi/playlist/track/all?id=${hot.id}&limit=30&offset=99999999999999999999`);
    expect(huge.statusCode).toBe(200);
    expect(huge.json()).toEqual({ songs: [], privileges: [], code: 200 });
    const all = (await ctx.app.inject(`/wapi/playlist/track/all?id=${hot.id}`)).json();
    expect(all.songs).toHaveLength(12); // default limit 1000
  });

  it('answers an unknown playlist with 404 and a missing id with an NCM error', async () => {
    const unknown = await ctx.app.inject('/wapi/playlist/track/all?id=123&limit=30&offset=0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, songs: [] });
    const missing = await ctx.app.inject('/wapi/playlist/track/all?limit=30');
    expect(missing.statusCode).toBe(200); // code 400 is forced to HTTP 200
    expect(missing.json()).toMatchObject({ code: 400, msg: expect.stringContaining('id') });
  });
});

describe('GET /wapi/song/url/v1', () => {
  it('gives a same-origin URL with the real size, bitrate, duration and level', async () => {
    const body = (await ctx.app.inject(`/wapi/song/url/v1?id=${first.id}&level=exhigh`)).json();
    expect(body.code).toBe(200);
    const [entry] = body.data;
    expect(entry).toMatchObject({
      id: first.id,
      code: 200,
      type: 'wav',
      level: 'lossless',
      encodeType: 'wav',
      time: first.dt,
    });
    expect(entry.url).toBe(`/wapi/media/audio/${first.id}.wav`);
    expect(entry.br).toBe(22050 * 16);
    // MD5s are computed in the background (security/07): null until then, a hex digest after.
    expect(entry.md5 === null || /^[0-9a-f]{32}$/.test(entry.md5)).toBe(true);
    const hashed = async () =>
      /^[0-9a-f]{32}$/.test((await ctx.app.inject(`/wapi/song/url/v1?id=${first.id}`)).json().data[0].md5 ?? '');
    expect(await waitFor(hashed)).toBe(true);
    const audio = await ctx.app.inject({ url: entry.url, headers: { range: 'bytes=0-0' } });
    expect(audio.headers['content-range']).toBe(`bytes 0-0/${entry.size}`);
  });

  it('answers unknown ids with code 200 and a url:null entry, each id in order', async () => {
    const body = (await ctx.app.inject(`/wapi/song/url/v1?id=9999,${first.id}&level=exhigh`)).json();
    expect(body.code).toBe(200);
    expect(body.data[0]).toMatchObject({
      id: 9999,
      url: null,
      br: 0,
      size: 0,
      md5: null,
      code: 404,
      type: null,
      level: null,
      encodeType: null,
    });
    expect(body.data[1].id).toBe(first.id);
    expect((await ctx.app.inject('/wapi/song/url/v1?level=exhigh')).json()).toMatchObject({ code: 400 });
  });
});

describe('GET /wapi/song/detail', () => {
  it("answers the blog's double-slash path and comma lists; unknown ids are just missing", async () => {
    const res = await ctx.app.inject(`/wapi//song/detail?ids=${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().songs).toEqual([first]);
    const many = (await ctx.app.inject(`/wapi/song/detail?ids=${first.id} , 42`)).json();
    expect(many.songs.map((s: DetailSong) => s.id)).toEqual([first.id]);
    expect(many.privileges).toHaveLength(1);
    expect((await ctx.app.inject('/wapi/song/detail?ids=42')).json()).toEqual({ songs: [], privileges: [], code: 200 });
  });

  it("answers a missing ids with NCM's 404 Not Found", async () => {
    const res = await ctx.app.inject('/wapi//song/detail');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, data: null, msg: 'Not Found' });
  });
});

describe('GET /wapi/search', () => {
  const search = async (query: string) => (await ctx.app.inject(`/wapi/search?${query}`)).json();

  it('finds Chinese titles, artists, albums and aliases in the legacy search format', async () => {
    const byArtist = await search(`keywords=${encodeURIComponent('南风')}&offset=0&limit=20`);
    expect(byArtist.code).toBe(200);
    expect(byArtist.result.songCount).toBe(4);
    expect(byArtist.result.hasMore).toBe(false);
    const song = byArtist.result.songs[0];
    expect(song.artists[0].name).toBe('南风');
    expect(song.album.artist.img1v1Url).toMatch(/^\/wapi\/media\/cover\/album\//);
    expect(song.album.picUrl).toBeUndefined();
    expect(typeof song.duration).toBe('number');
    expect((await search(`keywords=${encodeURIComponent('四季')}`)).result.songCount).toBe(4);
    expect((await search('keywords=morning+light')).result.songs[0].name).toBe('晨光');
    expect(
      (await search(`keywords=${encodeURIComponent('夜航 星河')}`)).result.songs.map((s: { name: string }) => s.name),
    ).toEqual(['星河']);
  });

  it('puts exact title matches first', async () => {
    const body = await search(`keywords=${encodeURIComponent('灯火')}`);
    expect(body.result.songs[0].name).toBe('灯火');
  });

  it('pages with limit/offset and reports hasMore; empty results still carry result.songs', async () => {
    const kw = encodeURIComponent('砚台乐队');
    const p1 = await search(`keywords=${kw}&limit=2&offset=0`);
    const p2 = await search(`keywords=${kw}&limit=2&offset=2`);
    expect(p1.result).toMatchObject({ songCount: 3, hasMore: true });
    expect(p2.result).toMatchObject({ songCount: 3, hasMore: false });
    expect(p2.result.songs).toHaveLength(1);
    expect((await search(`keywords=${kw}&limit=2&offset=-3`)).result.songs[0].id).toBe(p1.result.songs[0].id);
    expect(await search('keywords=zzzznothing')).toEqual({
      code: 200,
      result: { songs: [], hasMore: false, songCount: 0 },
    });
    expect(await search(`keywords=${kw}&offset=1000000`)).toMatchObject({
      code: 200,
      result: { songs: [], songCount: 3 },
    });
  });

  it('rejects a missing or blank keyword NCM-style', async () => {
    expect(await search('limit=20')).toMatchObject({ code: 400 });
    expect(await search('keywords=+')).toMatchObject({ code: 400 });
  });
});

describe('GET /wapi/lyric', () => {
  it('returns the normalised sidecar as lrc.lyric', async () => {
    const body = (await ctx.app.inject(`/wapi/lyric?id=${first.id}`)).json();
    expect(body.code).toBe(200);
    expect(body.lrc.lyric).toMatch(/^\[00:00\.00\] 作词 : 砚\n/);
    expect(body.lrc.lyric).toContain(']天色微亮的时候\n');
    expect(body.lrc.lyric).not.toContain('[ti:');
    expect(body.tlyric).toEqual({ version: 0, lyric: '' });
  });

  it('always has lrc, even for unknown songs; a missing id is an NCM error', async () => {
    const unknown = (await ctx.app.inject('/wapi/lyric?id=5')).json();
    expect(unknown).toMatchObject({ code: 200, lrc: { version: 0, lyric: '' } });
    expect((await ctx.app.inject('/wapi/lyric')).json()).toMatchObject({ code: 400 });
  });
});

describe('NCM server behaviour', () => {
  it('sends CORS headers echoing the Origin and answers OPTIONS with 204', async () => {
    const res = await ctx.app.inject({ url: '/wapi/toplist/detail', headers: { origin: 'http://example.test' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://example.test');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const pre = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/wapi/search',
      headers: { origin: 'http://example.test' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toContain('X-Requested-With');
  });

  it('accepts POST with parameters in the body and answers unknown paths NCM-style', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/wapi/song/detail', payload: { ids: String(first.id) } });
    expect(res.json().songs[0].id).toBe(first.id);
    const missing = await ctx.app.inject('/wapi/no/such/path');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, data: null, msg: 'Not Found' });
  });
});
