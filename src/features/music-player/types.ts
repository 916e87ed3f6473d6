// Song shapes of docs/behaviour.md §7.2, §7.5 (detail vs legacy search format).

export interface ArtistRef {
  id?: number;
  name: string;
}

/** Detail/top-list song, and the custom-list form; older saved songs may carry artists/alias. */
export interface Song {
  id: number;
  name: string;
  ar?: ArtistRef[];
  alia?: string[];
  al?: { id?: number; name?: string; picUrl?: string };
  dt?: number;
  artists?: ArtistRef[];
  alias?: string[];
}

/** Legacy search format (docs/behaviour.md §7.5): album.artist.img1v1Url carries the cover. */
export interface SearchSong {
  id: number;
  name: string;
  duration?: number;
  alias?: string[];
  artists: (ArtistRef & { img1v1Url?: string })[];
  album: { id?: number; name?: string; artist: { img1v1Url: string } };
}

/** docs/behaviour.md §7.2 playlist category. */
export interface PlaylistCategory {
  id: number;
  name: string;
  coverImgUrl: string;
}

export type LyricType = 'COMMON' | 'SPECIAL';
export type PlayType = 'TOP' | 'CUSTOM';
export type PlayModel = 'RANDOM' | 'LISTLOOP' | 'SINGLECYCLE';

/** docs/behaviour.md §7.2 current track info. */
export interface TrackInfo {
  id: number;
  url: string;
  lyricList: string[];
  lyricTimeList: number[];
}
