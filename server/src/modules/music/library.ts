import type { ObjectStorage, StopWatching } from '../../lib/storage';
import { ObjectHashCache } from './hash-cache';
import { readManifest } from './manifest';
import { decodeLrcFile, normaliseLrc } from './lrc';
import { librarySignature, listLibrary, scanLibrary, type ScannedTrack } from './scan';
import { buildSnapshot, type LibrarySnapshot } from './snapshot';
import type { Track } from './model';

export interface LibraryLogger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface LibraryOptions {
  /** How often a request may trigger a background listing check (watch events are immediate). */
  checkIntervalMs?: number;
  /** Debounce of the store's change events (a folder's fs.watch) before rescanning. */
  debounceMs?: number;
  watch?: boolean;
}

/**
 * The local library (docs/behaviour.md §7.6), read through its store — MUSIC_DIR or the bucket's
 * `music/` (docs/architecture.md "Object storage"): scanned lazily on first use, then kept fresh
 * without a restart. A folder's watch (debounced) marks it dirty, and requests trigger a cheap
 * listing check at most every `checkIntervalMs` — the only signal a bucket has. Rescans run in the
 * background, reuse the parsed metadata of unchanged objects, and swap in a whole new snapshot.
 */
export class MusicLibrary {
  private snapshot: LibrarySnapshot | null = null;
  private readonly cache = new Map<string, ScannedTrack>();
  private readonly failed = new Map<string, string>();
  private scanning: Promise<LibrarySnapshot> | null = null;
  private signature = '';
  private lastCheck = 0;
  private dirty = false;
  private stopWatching: StopWatching | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private readonly md5s: ObjectHashCache;
  private readonly checkIntervalMs: number;
  private readonly debounceMs: number;

  constructor(
    readonly store: ObjectStorage,
    private readonly log: LibraryLogger,
    private readonly options: LibraryOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 2000;
    this.debounceMs = options.debounceMs ?? 300;
    this.md5s = new ObjectHashCache(store, (key, error) =>
      this.log.warn(`music: could not hash ${key}: ${String(error)}`),
    );
  }

  /** The current snapshot; the first call scans, later calls may start a background rescan. */
  async current(): Promise<LibrarySnapshot> {
    if (!this.snapshot) return this.scanning ?? this.rescan();
    if (this.dirty || Date.now() - this.lastCheck >= this.checkIntervalMs) void this.refreshIfChanged();
    return this.snapshot;
  }

  /** Rescans now (or joins the running scan). */
  rescan(): Promise<LibrarySnapshot> {
    if (this.scanning) return this.scanning;
    this.dirty = false;
    this.scanning = this.scan().finally(() => {
      this.scanning = null;
    });
    return this.scanning;
  }

  /** Compares a fresh listing with the last scan's and rescans when they differ (or a watch said so). */
  private async refreshIfChanged(): Promise<void> {
    if (this.scanning) return;
    this.lastCheck = Date.now();
    const wasDirty = this.dirty;
    this.dirty = false;
    try {
      if (wasDirty || librarySignature(await listLibrary(this.store)) !== this.signature) await this.rescan();
    } catch (error) {
      this.log.warn(`music: rescan failed: ${String(error)}`);
    }
  }

  private async scan(): Promise<LibrarySnapshot> {
    this.startWatching();
    const started = Date.now();
    const listing = await listLibrary(this.store);
    const tracks = await scanLibrary(this.store, listing, this.cache, (rel, reason) => {
      if (this.failed.get(rel) === reason) return;
      this.failed.set(rel, reason);
      this.log.warn(`music: skipped corrupt audio file ${rel}: ${reason}`);
    });
    const snapshot = buildSnapshot(tracks, await readManifest(this.store, this.log.warn));
    this.snapshot = snapshot;
    this.signature = librarySignature(listing);
    // Hash the audio in the background now, so song/url/v1 finds the MD5s cached.
    this.md5s.prime(snapshot.tracks);
    this.lastCheck = Date.now();
    this.log.info(
      `music: ${this.store.driver} library scanned: ${tracks.length} songs, ${snapshot.playlists.length} playlists in ${Date.now() - started} ms`,
    );
    return snapshot;
  }

  private startWatching(): void {
    if (this.stopWatching || this.options.watch === false) return;
    // A store without a watch (a bucket, a platform without recursive fs.watch) relies on the
    // request-time listing check alone.
    this.stopWatching =
      this.store.watch?.(() => {
        if (this.debounce) clearTimeout(this.debounce);
        this.debounce = setTimeout(() => {
          this.dirty = true;
          void this.refreshIfChanged();
        }, this.debounceMs);
        this.debounce.unref();
      }) ?? null;
  }

  close(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.md5s.close();
    if (this.debounce) clearTimeout(this.debounce);
  }

  /** Normalised lyric (docs/behaviour.md §7.5); a missing or corrupt sidecar is served as "" (corrupt: logged). */
  async lyricOf(track: Track, kind: 'lrc' | 'tlrc'): Promise<string> {
    const key = kind === 'lrc' ? track.lrcKey : track.tlrcKey;
    if (!key) return '';
    const bytes = await this.store.read(key).catch(() => null);
    if (!bytes) return '';
    const text = decodeLrcFile(bytes);
    if (text === null) {
      this.log.warn(`music: skipped corrupt lyric file ${key}`);
      return '';
    }
    return normaliseLrc(text);
  }

  /** MD5 of the audio object from the background cache; null while it is still being computed. */
  md5Of(track: Track): string | null {
    return this.md5s.get(track);
  }

  /** Resolves once every queued MD5 is computed (tests). */
  hashesIdle(): Promise<void> {
    return this.md5s.idle();
  }
}
