import type { SearchSong, Song } from './types';

/** docs/behaviour.md §7.2: the placeholder shown when a song has no artist. */
export const MISSING_ARTIST = '歌手走丢了';

/**
 * docs/behaviour.md §7.2: a search song added to the custom list carries `ar` = artists and
 * `al` = album with `picUrl` = album.artist.img1v1Url; `alias` stays as it is.
 */
export function searchSongToCustom(song: SearchSong): Song {
  const copy: SearchSong = JSON.parse(JSON.stringify(song));
  return { ...copy, ar: copy.artists, al: { ...copy.album, picUrl: copy.album.artist.img1v1Url }, dt: copy.duration };
}

/** First artist name: `ar[0]`, else `artists[0]` (older saved songs), else the placeholder. */
export const artistName = (song: Song): string => song.ar?.[0]?.name || song.artists?.[0]?.name || MISSING_ARTIST;

/** All artist names joined with ',' (the search table's author column). */
export const artistNames = (song: { ar?: { name: string }[]; artists?: { name: string }[] }): string =>
  (song.ar ?? song.artists ?? []).map((a) => a.name).join(',') || MISSING_ARTIST;

/** The "other" column: `alia[0]`, else `alias[0]`. */
export const aliasOf = (song: Song): string => song.alia?.[0] ?? song.alias?.[0] ?? '';

export const coverOf = (song: Song | null | undefined): string => song?.al?.picUrl ?? '';
