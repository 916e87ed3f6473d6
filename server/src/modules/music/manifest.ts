import type { ObjectStorage } from '../../lib/storage';

/** Optional `library.json` (docs/behaviour.md §7.6, own design): overrides scanned tags and adds playlists. */
export interface ManifestSong {
  /** Key of the audio object in the library (its path relative to the library folder), with forward slashes. */
  file: string;
  id?: number;
  title?: string;
  alias?: string[];
  artists?: string[];
  album?: string;
  instrumental?: boolean;
}

export interface ManifestPlaylist {
  id?: number;
  name: string;
  description?: string;
  updateFrequency?: string;
  /** 'S' | 'N' | 'O' | 'H' for the four official-style charts. */
  toplistType?: string;
  /** Key of a cover image in the library; the first song's album cover otherwise. */
  cover?: string;
  files: string[];
}

export interface Manifest {
  songs?: ManifestSong[];
  playlists?: ManifestPlaylist[];
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isSafeId = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function isSong(value: unknown): value is ManifestSong {
  return (
    isRecord(value) &&
    typeof value.file === 'string' &&
    optional(value.id, isSafeId) &&
    optional(value.title, (v) => typeof v === 'string') &&
    optional(value.alias, isStringArray) &&
    optional(value.artists, isStringArray) &&
    optional(value.album, (v) => typeof v === 'string') &&
    optional(value.instrumental, (v) => typeof v === 'boolean')
  );
}

function isPlaylist(value: unknown): value is ManifestPlaylist {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    isStringArray(value.files) &&
    optional(value.id, isSafeId) &&
    optional(value.description, (v) => typeof v === 'string') &&
    optional(value.updateFrequency, (v) => typeof v === 'string') &&
    optional(value.toplistType, (v) => typeof v === 'string') &&
    optional(value.cover, (v) => typeof v === 'string')
  );
}

/** The manifest's key at the top of the library. */
export const MANIFEST_KEY = 'library.json';

/** Reads library.json from the store; a malformed file or entry is skipped with a warning, never fatal. */
export async function readManifest(store: ObjectStorage, warn: (message: string) => void): Promise<Manifest> {
  const bytes = await store.read(MANIFEST_KEY);
  if (!bytes) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    warn(`music: library.json ignored (${error instanceof Error ? error.message : String(error)})`);
    return {};
  }
  if (!isRecord(parsed)) return {};
  const songs = Array.isArray(parsed.songs) ? parsed.songs : [];
  const playlists = Array.isArray(parsed.playlists) ? parsed.playlists : [];
  const goodSongs = songs.filter(isSong);
  const goodPlaylists = playlists.filter(isPlaylist);
  if (goodSongs.length < songs.length || goodPlaylists.length < playlists.length) {
    warn(
      `music: library.json has ${songs.length - goodSongs.length + playlists.length - goodPlaylists.length} malformed entries, skipped`,
    );
  }
  return { songs: goodSongs, playlists: goodPlaylists };
}
