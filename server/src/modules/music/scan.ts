import fs from 'node:fs';
import path from 'node:path';
import { parseFile } from 'music-metadata';

/** What one audio file contributes to the library, before the manifest and id assignment. */
export interface ScannedTrack {
  /** Relative path with forward slashes: the stable identity of the file (ids hash it). */
  rel: string;
  abs: string;
  ext: string;
  size: number;
  mtimeMs: number;
  title: string;
  artists: string[];
  album: string;
  trackNo: number;
  durationMs: number;
  bitrate: number;
  sampleRate: number;
  bitsPerSample: number;
  lossless: boolean;
  lrcPath: string | null;
  tlrcPath: string | null;
  /** An image file next to the audio (same basename, or cover/folder in the same folder). */
  coverPath: string | null;
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

interface FileEntry {
  abs: string;
  rel: string;
  size: number;
  mtimeMs: number;
}

/** Visits every file under `dir` (dot-entries skipped) with its relative path and stat. */
function walkFiles(dir: string, visit: (rel: string, stat: fs.Stats) => void): void {
  const stack = [''];
  while (stack.length) {
    const relDir = stack.pop() as string;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, relDir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) stack.push(rel);
      else if (entry.isFile()) {
        try {
          visit(rel, fs.statSync(path.join(dir, rel)));
        } catch {
          // vanished between readdir and stat: the next scan settles it
        }
      }
    }
  }
}

/** Every audio file under `dir` (dot-folders skipped), sorted by relative path. */
export function listAudioFiles(dir: string): FileEntry[] {
  const out: FileEntry[] = [];
  walkFiles(dir, (rel, stat) => {
    if (AUDIO_TYPES[path.extname(rel).slice(1).toLowerCase()]) {
      out.push({ abs: path.join(dir, rel), rel, size: stat.size, mtimeMs: stat.mtimeMs });
    }
  });
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** A cheap fingerprint of the folder: changes when any audio file, sidecar or the manifest changes. */
export function librarySignature(dir: string): string {
  const parts: string[] = [];
  walkFiles(dir, (rel, stat) => parts.push(`${rel}:${stat.size}:${stat.mtimeMs}`));
  return parts.sort().join('|');
}

function sidecar(abs: string, extensions: string[]): string | null {
  const base = abs.slice(0, abs.length - path.extname(abs).length);
  for (const ext of extensions) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

function folderCover(abs: string): string | null {
  const dir = path.dirname(abs);
  for (const name of FOLDER_COVERS)
    for (const ext of IMAGE_EXTS) if (fs.existsSync(path.join(dir, name + ext))) return path.join(dir, name + ext);
  return null;
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
 * Reads one file's tags, duration, bitrate and embedded cover. Throws for a corrupt file
 * (unparseable, or no measurable duration): the caller logs and skips it (docs/behaviour.md §7.6).
 */
export async function probeFile(entry: FileEntry): Promise<ScannedTrack> {
  const meta = await parseFile(entry.abs, { duration: true });
  const durationS = meta.format.duration;
  if (!durationS || !Number.isFinite(durationS) || durationS <= 0) throw new Error('no audio stream with a duration');
  const fallback = namesFromFile(entry.rel);
  const ext = path.extname(entry.rel).slice(1).toLowerCase();
  const picture = meta.common.picture?.[0];
  const artists = meta.common.artists?.length
    ? meta.common.artists
    : meta.common.artist
      ? [meta.common.artist]
      : fallback.artist
        ? [fallback.artist]
        : [];
  return {
    rel: entry.rel,
    abs: entry.abs,
    ext,
    size: entry.size,
    mtimeMs: entry.mtimeMs,
    title: meta.common.title?.trim() || fallback.title,
    artists: artists.map((a) => a.trim()).filter(Boolean),
    album: meta.common.album?.trim() || '',
    trackNo: meta.common.track.no ?? 0,
    durationMs: Math.round(durationS * 1000),
    bitrate: Math.round(meta.format.bitrate ?? (entry.size * 8) / durationS),
    sampleRate: meta.format.sampleRate ?? 0,
    bitsPerSample: meta.format.bitsPerSample ?? 0,
    lossless: meta.format.lossless ?? (ext === 'flac' || ext === 'wav'),
    lrcPath: sidecar(entry.abs, ['.lrc', '.LRC']),
    tlrcPath: sidecar(entry.abs, ['.tlrc', '.TLRC']),
    coverPath: sidecar(entry.abs, IMAGE_EXTS) ?? folderCover(entry.abs),
    embeddedCover: picture ? { data: picture.data, format: picture.format } : null,
  };
}

/**
 * Probes every audio file, reusing `cache` for files whose size and mtime did not change, with a
 * few parses in flight. Corrupt files are reported to `skip` and left out.
 */
export async function scanLibrary(
  dir: string,
  cache: Map<string, ScannedTrack>,
  skip: (rel: string, reason: string) => void,
  concurrency = 8,
): Promise<ScannedTrack[]> {
  const files = listAudioFiles(dir);
  const results: (ScannedTrack | null)[] = new Array(files.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const entry = files[index];
      const cached = cache.get(entry.rel);
      if (cached && cached.size === entry.size && cached.mtimeMs === entry.mtimeMs) {
        results[index] = {
          ...cached,
          lrcPath: sidecar(entry.abs, ['.lrc', '.LRC']),
          tlrcPath: sidecar(entry.abs, ['.tlrc', '.TLRC']),
        };
        continue;
      }
      try {
        results[index] = await probeFile(entry);
      } catch (error) {
        skip(entry.rel, error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  cache.clear();
  const tracks = results.filter((t): t is ScannedTrack => t !== null);
  for (const track of tracks) cache.set(track.rel, track);
  return tracks;
}
