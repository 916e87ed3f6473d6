import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { MusicLibrary } from './library';
import { badParam, idList, limitParam, NOT_FOUND_BODY, offsetParam, paramsOf, sendNcm, tooManyIds } from './ncm';
import {
  LyricBody,
  NcmFailure,
  PlaylistMissing,
  SearchBody,
  SongsBody,
  SongUrlBody,
  ToplistBody,
  okOrFailure,
} from './schemas';
import { missingUrlEntry, searchSong, songsBody, toplistEntry, urlEntry } from './shapes';

const tags = ['music'];
const FAILURES = { 404: NcmFailure, 500: NcmFailure };
/**
 * Documented, not validated: parameters come from the query string or the body and are parsed
 * leniently by paramsOf (a repeated one counts once), as NeteaseCloudMusicApi does.
 */
const param = (description: string) => Type.Optional(Type.Unknown({ description }));

const ANY = ['GET', 'POST'] as const; // any method works; the blog uses GET
const SONG_LIST_DEFAULT_LIMIT = 1000; // NCM's default since 4.25.0
const SEARCH_DEFAULT_LIMIT = 30; // NCM's default
export const SONG_URL_MAX_IDS = 100;

/** The six endpoints of docs/behaviour.md §7.5, answered from the local library. */
export function registerLocalApi(fastify: FastifyInstance, library: MusicLibrary): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Every list with id, name and coverImgUrl; at least four (the blog opens list[3]).
  app.route({
    method: [...ANY],
    url: '/toplist/detail',
    schema: { tags, summary: '所有榜单 · Every chart', response: { 200: ToplistBody, ...FAILURES } },
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
    schema: {
      tags,
      summary: '歌单中的歌曲（按条目偏移分页） · Songs of a playlist, paged by item offset',
      querystring: Type.Object({
        id: param('歌单 id · playlist id'),
        limit: param('默认 1000 · default 1000'),
        offset: param('条目偏移 · item offset'),
      }),
      response: { 200: okOrFailure(SongsBody), 404: Type.Union([PlaylistMissing, NcmFailure]), 500: NcmFailure },
    },
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
    schema: {
      tags,
      summary: '歌曲播放地址（每次最多 100 个 id） · Playable URLs of songs, at most 100 ids a call',
      querystring: Type.Object({ id: param('逗号分隔的 id · comma-separated ids'), level: param('忽略 · ignored') }),
      response: { 200: okOrFailure(SongUrlBody), 400: NcmFailure, ...FAILURES },
    },
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
    schema: {
      tags,
      summary: '歌曲详情 · Song details',
      querystring: Type.Object({ ids: param('逗号分隔的 id · comma-separated ids') }),
      response: { 200: SongsBody, ...FAILURES },
    },
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
    schema: {
      tags,
      summary: '搜索歌曲 · Search songs',
      querystring: Type.Object({
        keywords: param('关键词 · keywords'),
        type: param('1 单曲 · 1 songs'),
        limit: param('默认 30 · default 30'),
        offset: param('条目偏移 · item offset'),
      }),
      response: { 200: okOrFailure(SearchBody), ...FAILURES },
    },
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
    schema: {
      tags,
      summary: '歌词 · Lyrics',
      querystring: Type.Object({ id: param('歌曲 id · song id') }),
      response: { 200: okOrFailure(LyricBody), ...FAILURES },
    },
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
      const [lyric, translation] = await Promise.all([library.lyricOf(track, 'lrc'), library.lyricOf(track, 'tlrc')]);
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
