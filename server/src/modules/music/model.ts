import type { ScannedTrack } from './scan';

/** The library as served: tracks with ids, albums, artists and playlists (docs/behaviour.md §7.6). */
export interface Artist {
  id: number;
  name: string;
}

export interface Album {
  id: number;
  name: string;
  artist: Artist;
  /** An image object of the library, or the embedded picture of one of its songs, or null (placeholder). */
  coverKey: string | null;
  embeddedCover: { data: Uint8Array; format: string } | null;
  coverExt: string;
  publishTime: number;
  size: number;
}

/** A scanned file once the manifest and id assignment have resolved its artists, album and aliases. */
export interface Track extends Omit<ScannedTrack, 'artists' | 'album' | 'coverKey' | 'embeddedCover'> {
  id: number;
  alias: string[];
  artists: Artist[];
  album: Album;
  instrumental: boolean;
}

export interface Playlist {
  id: number;
  name: string;
  description: string | null;
  updateFrequency: string;
  toplistType: string | null;
  /** A cover image object; the first track's album cover otherwise. */
  coverKey: string | null;
  tracks: Track[];
}
