import path from 'node:path';
import { parseStream } from 'music-metadata';
import { isValidKey, type ObjectInfo, type ObjectStorage } from '../../lib/storage';

/** What one audio object contributes to the library, before the manifest and id assignment. */
export interface ScannedTrack {
  /** The object's key (a relative path with forward slashes): the stable identity of the file (ids hash it). */
  rel: string;
  ext: string;
  size: number;
  mtimeMs: number;
  /** The store's entity tag: with the size, what tells one version of the object from the next. */
  etag: string;
  title: string;
  artists: string[];
  album: string;
  trackNo: number;
  durationMs: number;
  bitrate: number;
  sampleRate: number;
  bitsPerSample: number;
  lossless: boolean;
  lrcKey: string | null;
  tlrcKey: string | null;
  /** An image object beside the audio (same basename, or cover/folder in the same folder). */
  coverKey: string | null;
  embeddedCover: { data: Uint8Array; format: string } | null;
}

export const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
};
const IMAGE_EXTS = ['.jpg', '.jpeg', '.png', '.webp'];
const FOLDER_COVERS = ['cover', 'folder', 'front', 'album'];

/**
 * Every object of the library, by key. Hidden ones (a dot segment, as the folder always skipped) and
 * names no key can have (`checkKey`) are left out.
 */
export type LibraryListing = Map<string, ObjectInfo>;

const extOf = (key: string) => path.posix.extname(key).slice(1).toLowerCase();
export const isAudioKey = (key: string) => AUDIO_TYPES[extOf(key)] !== undefined;

/** One listing of the store (docs/behaviour.md §7.6): the audio, its sidecars, covers and the manifest. */
export async function listLibrary(store: ObjectStorage): Promise<LibraryListing> {
  const listing: LibraryListing = new Map();
  for await (const info of store.list('')) {
    if (isValidKey(info.key)) listing.set(info.key, info);
  }
  return listing;
}

/** A cheap fingerprint of a listing: changes when any audio object, sidecar or the manifest changes. */
export function librarySignature(listing: LibraryListing): string {
  return [...listing.values()]
    .map((info) => `${info.key}:${info.size}:${info.etag}`)
    .sort()
    .join('|');
}

function sidecar(listing: LibraryListing, key: string, extensions: string[]): string | null {
  const base = key.slice(0, key.length - path.posix.extname(key).length);
  for (const ext of extensions) if (listing.has(base + ext)) return base + ext;
  return null;
}

function folderCover(listing: LibraryListing, key: string): string | null {
  const dir = path.posix.dirname(key);
  for (const name of FOLDER_COVERS)
    for (const ext of IMAGE_EXTS) {
      const cover = dir === '.' ? name + ext : `${dir}/${name}${ext}`;
      if (listing.has(cover)) return cover;
    }
  return null;
}

/** The sidecars found beside `key` in this listing (they may come and go without the audio changing). */
function sidecarsOf(listing: LibraryListing, key: string): Pick<ScannedTrack, 'lrcKey' | 'tlrcKey' | 'coverKey'> {
  return {
    lrcKey: sidecar(listing, key, ['.lrc', '.LRC']),
    tlrcKey: sidecar(listing, key, ['.tlrc', '.TLRC']),
    coverKey: sidecar(listing, key, IMAGE_EXTS) ?? folderCover(listing, key),
  };
}

/** `01 歌手 - 标题` → artist and title fallbacks when tags are missing (docs/behaviour.md §7.6). */
export function namesFromFile(rel: string): { artist: string | null; title: string } {
  const stem = path.posix
    .basename(rel)
    .replace(/\.[^.]+$/, '')
    .replace(/^\d+[\s._-]+/, '');
  const dash = stem.indexOf(' - ');
  if (dash > 0) return { artist: stem.slice(0, dash).trim(), title: stem.slice(dash + 3).trim() };
  return { artist: null, title: stem.trim() };
}

/**
 * Reads one object's tags, duration, bitrate and embedded cover from its bytes, streamed from the
 * store. Throws for a corrupt file (unparseable, or no measurable duration): the caller logs and
 * skips it (docs/behaviour.md §7.6).
 */
export async function probeObject(
  store: ObjectStorage,
  listing: LibraryListing,
  info: ObjectInfo,
): Promise<ScannedTrack> {
  const ext = extOf(info.key);
  const stream = await store.get(info.key);
  if (!stream) throw new Error('removed while scanning');
  // The key's extension picks the parser, as parseFile did for the folder (the MIME type alone is
  // not always matched); the size gives it the file length that some formats' duration needs.
  const fileInfo = { path: info.key, mimeType: AUDIO_TYPES[ext], size: info.size };
  const meta = await parseStream(stream, fileInfo, { duration: true }).finally(() => stream.destroy());
  const durationS = meta.format.duration;
  if (!durationS || !Number.isFinite(durationS) || durationS <= 0) throw new Error('no audio stream with a duration');
  const fallback = namesFromFile(info.key);
  const picture = meta.common.picture?.[0];
  const artists = meta.common.artists?.length
    ? meta.common.artists
    : meta.common.artist
      ? [meta.common.artist]
      : fallback.artist
        ? [fallback.artist]
        : [];
  return {
    rel: info.key,
    ext,
    size: info.size,
    mtimeMs: info.modified.getTime(),
    etag: info.etag,
    title: meta.common.title?.trim() || fallback.title,
    artists: artists.map((a) => a.trim()).filter(Boolean),
    album: meta.common.album?.trim() || '',
    trackNo: meta.common.track.no ?? 0,
    durationMs: Math.round(durationS * 1000),
    bitrate: Math.round(meta.format.bitrate ?? (info.size * 8) / durationS),
    sampleRate: meta.format.sampleRate ?? 0,
    bitsPerSample: meta.format.bitsPerSample ?? 0,
    lossless: meta.format.lossless ?? (ext === 'flac' || ext === 'wav'),
    ...sidecarsOf(listing, info.key),
    embeddedCover: picture ? { data: picture.data, format: picture.format } : null,
  };
}

/**
 * Probes every audio object of the listing, reusing `cache` for objects whose size and ETag did not
 * change, with a few parses in flight. Corrupt files are reported to `skip` and left out.
 */
export async function scanLibrary(
  store: ObjectStorage,
  listing: LibraryListing,
  cache: Map<string, ScannedTrack>,
  skip: (rel: string, reason: string) => void,
  concurrency = 8,
): Promise<ScannedTrack[]> {
  const objects = [...listing.values()]
    .filter((info) => isAudioKey(info.key))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const results: (ScannedTrack | null)[] = new Array(objects.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < objects.length) {
      const index = next++;
      const info = objects[index];
      const cached = cache.get(info.key);
      if (cached && cached.size === info.size && cached.etag === info.etag) {
        results[index] = { ...cached, ...sidecarsOf(listing, info.key) };
        continue;
      }
      try {
        results[index] = await probeObject(store, listing, info);
      } catch (error) {
        skip(info.key, error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, objects.length) }, worker));
  cache.clear();
  const tracks = results.filter((t): t is ScannedTrack => t !== null);
  for (const track of tracks) cache.set(track.rel, track);
  return tracks;
}
