import type { FastifyInstance } from 'fastify';
import type { MusicLibrary } from './library';
import { badParam, idList, tooManyIds, limitParam, NOT_FOUND_BODY, offsetParam, paramsOf, sendNcm } from './ncm';
import { missingUrlEntry, searchSong, songsBody, toplistEntry, urlEntry } from './shapes';

const ANY = ['GET', 'POST'] as const; // any method works; the blog uses GET
const SONG_LIST_DEFAULT_LIMIT = 1000; // NCM's default since 4.25.0
const SEARCH_DEFAULT_LIMIT = 30; // NCM's default
export const SONG_URL_MAX_IDS = 100;

/** The six endpoints of docs/behaviour.md §7.5, answered from the local library. */
export function registerLocalApi(app: FastifyInstance, library: MusicLibrary): void {
  // Every list with id, name and coverImgUrl; at least four (the blog opens list[3]).
  app.route({
    method: [...ANY],
    url: '/toplist/detail',
    handler: async (_request, reply) => {
      const lib = await library.current();
      return sendNcm(reply, {
        code: 200,
        list: lib.playlists.map((p) => toplistEntry(p, lib.builtAt)),
        artistToplist: {
          coverUrl: lib.playlists[0] ? toplistEntry(lib.playlists[0], lib.builtAt).coverImgUrl : '',
          name: '歌手榜',
          position: lib.playlists.length + 1,
          upateFrequency: '每天更新',
          updateFrequency: '每天更新',
          artists: [...lib.artists.values()].slice(0, 3).map((a) => ({ first: a.name, second: '', third: 0 })),
        },
      });
    },
  });

  // Item offset; past the end an empty page (how the blog stops); unknown list → 404.
  app.route({
    method: [...ANY],
    url: '/playlist/track/all',
    handler: async (request, reply) => {
      const params = paramsOf(request);
      const [id] = idList(params.id, 1);
      if (id === undefined) return sendNcm(reply, badParam('id'));
      const lib = await library.current();
      const playlist = lib.playlistById.get(id);
      if (!playlist) return sendNcm(reply, { code: 404, message: '歌单不存在', songs: [], privileges: [] });
      const offset = offsetParam(params.offset);
      const limit = limitParam(params.limit, SONG_LIST_DEFAULT_LIMIT);
      return sendNcm(reply, songsBody(playlist.tracks.slice(offset, offset + limit)));
    },
  });

  // Top-level code 200 always; one data entry per requested id (url null when unknown).
  // At most SONG_URL_MAX_IDS ids a call: more is a real HTTP 400 (not NCM's 400-as-200), so a
  // client cannot make one request walk the whole library.
  app.route({
    method: [...ANY],
    url: '/song/url/v1',
    handler: async (request, reply) => {
      const ids = idList(paramsOf(request).id, Infinity);
      if (ids.length > SONG_URL_MAX_IDS) return reply.status(400).send(tooManyIds(SONG_URL_MAX_IDS));
      if (ids.length === 0) return sendNcm(reply, badParam('id'));
      const lib = await library.current();
      const data = ids.map((id) => {
        const track = lib.byId.get(id);
        return track ? urlEntry(track, library.md5Of(track)) : missingUrlEntry(id);
      });
      return sendNcm(reply, { code: 200, data });
    },
  });

  // Unknown ids are simply missing; no ids → NCM's 404 "Not Found".
  app.route({
    method: [...ANY],
    url: '/song/detail',
    handler: async (request, reply) => {
      const raw = paramsOf(request).ids;
      if (raw === undefined) return sendNcm(reply, { ...NOT_FOUND_BODY });
      const lib = await library.current();
      const tracks = idList(raw)
        .map((id) => lib.byId.get(id))
        .filter((t) => t !== undefined);
      return sendNcm(reply, songsBody(tracks));
    },
  });

  // `result` always present (with songs, possibly empty); hasMore = offset + limit < songCount.
  app.route({
    method: [...ANY],
    url: '/search',
    handler: async (request, reply) => {
      const params = paramsOf(request);
      const keywords = params.keywords ?? params.s;
      if (keywords === undefined || keywords.trim() === '') return sendNcm(reply, badParam('keywords'));
      const type = params.type === undefined || params.type === '' ? 1 : Number(params.type);
      if (type !== 1) return sendNcm(reply, { code: 200, result: { songCount: 0, songs: [], hasMore: false } });
      const lib = await library.current();
      const matches = lib.search.search(keywords);
      const offset = offsetParam(params.offset);
      const limit = limitParam(params.limit, SEARCH_DEFAULT_LIMIT);
      const songs = matches.slice(offset, offset + limit).map((i) => searchSong(lib.tracks[i]));
      return sendNcm(reply, {
        code: 200,
        result: { songs, hasMore: offset + limit < matches.length, songCount: matches.length },
      });
    },
  });

  // `lrc.lyric` always present, normalised; tlyric from a .tlrc sidecar.
  app.route({
    method: [...ANY],
    url: '/lyric',
    handler: async (request, reply) => {
      const [id] = idList(paramsOf(request).id, 1);
      if (id === undefined) return sendNcm(reply, badParam('id'));
      const lib = await library.current();
      const track = lib.byId.get(id);
      const empty = { version: 0, lyric: '' };
      if (!track)
        return sendNcm(reply, {
          code: 200,
          uncollected: true,
          sgc: false,
          sfy: false,
          qfy: false,
          lrc: empty,
          tlyric: empty,
          klyric: empty,
          romalrc: empty,
        });
      const lyric = library.lyricOf(track, 'lrc');
      const translation = library.lyricOf(track, 'tlrc');
      return sendNcm(reply, {
        code: 200,
        sgc: false,
        sfy: false,
        qfy: false,
        ...(track.instrumental ? { nolyric: true } : {}),
        lrc: { version: lyric ? 1 : 0, lyric },
        tlyric: { version: translation ? 1 : 0, lyric: translation },
        klyric: empty,
        romalrc: empty,
      });
    },
  });
}
