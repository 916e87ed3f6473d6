import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { PlaylistCategory, SearchSong, Song } from './types';
import { REQUEST_TIMEOUT_MS, transportOf } from '@/shared/api/baseQuery';

/** Where the music service lives (docs/behaviour.md §7.5: the /wapi prefix), unless the store's transport says otherwise. */
const MUSIC_BASE = '/wapi';

const raw = fetchBaseQuery({ baseUrl: '', timeout: REQUEST_TIMEOUT_MS });

/**
 * The music service's own base query (docs/behaviour.md §1.1, §7.5): same 10 s timeout, but success is
 * `code === 200` in the body, not the blog's envelope, and it shows no notices of its own.
 */
const musicBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const base = transportOf(api.extra)?.musicBaseUrl ?? MUSIC_BASE;
  const url = `${base}${typeof args === 'string' ? args : args.url}`;
  const result = await raw(typeof args === 'string' ? url : { ...args, url }, api, extra);
  if (result.error) return result;
  const code = (result.data as { code?: unknown } | null)?.code;
  if (code !== 200)
    return { error: { status: 'CUSTOM_ERROR', error: `music service code ${String(code)}`, data: result.data } };
  return result;
};

/** docs/behaviour.md §7.3 page sizes. */
export const SONG_PAGE_SIZE = 30;
export const SEARCH_PAGE_SIZE = 20;

export interface SearchPage {
  songs: SearchSong[];
  songCount: number;
}

const q = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** The second RTK Query API (docs/architecture.md): reducerPath 'musicApi', base '/wapi'. */
export const musicApi = createApi({
  reducerPath: 'musicApi',
  baseQuery: musicBaseQuery,
  keepUnusedDataFor: 120,
  endpoints: (build) => ({
    toplist: build.query<PlaylistCategory[], void>({
      query: () => '/toplist/detail',
      transformResponse: (body: { list: PlaylistCategory[] }) =>
        body.list.map(({ id, name, coverImgUrl }) => ({ id, name, coverImgUrl })),
    }),
    playlistTracks: build.query<Song[], { id: number; offset: number }>({
      query: ({ id, offset }) => `/playlist/track/all?${q({ id, limit: SONG_PAGE_SIZE, offset })}`,
      transformResponse: (body: { songs: Song[] }) => body.songs,
    }),
    songDetail: build.query<Song | null, number>({
      // docs/behaviour.md §7.5: the blog calls GET /wapi//song/detail (double slash; the server tolerates it).
      query: (id) => `//song/detail?${q({ ids: id })}`,
      transformResponse: (body: { songs: Song[] }) => body.songs[0] ?? null,
    }),
    songUrl: build.query<string | null, number>({
      query: (id) => `/song/url/v1?${q({ id, level: 'exhigh' })}`,
      transformResponse: (body: { data: { url: string | null }[] }) => body.data[0]?.url ?? null,
    }),
    lyric: build.query<string, number>({
      query: (id) => `/lyric?${q({ id })}`,
      transformResponse: (body: { lrc?: { lyric?: string } }) => body.lrc?.lyric ?? '',
    }),
    search: build.query<SearchPage, { keywords: string; offset: number }>({
      query: ({ keywords, offset }) => `/search?${q({ keywords, offset, limit: SEARCH_PAGE_SIZE })}`,
      transformResponse: (body: { result?: { songs?: SearchSong[]; songCount?: number } }) => ({
        songs: Array.isArray(body.result?.songs) ? body.result.songs : [],
        songCount: body.result?.songCount ?? 0,
      }),
    }),
  }),
});

export const { useToplistQuery, useLazyPlaylistTracksQuery, useLazySearchQuery } = musicApi;
