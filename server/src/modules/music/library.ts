import fs from 'node:fs';
import { FileHashCache } from './hash-cache';
import { readManifest } from './manifest';
import { decodeLrcFile, normaliseLrc } from './lrc';
import { librarySignature, scanLibrary, type ScannedTrack } from './scan';
import { buildSnapshot, type LibrarySnapshot } from './snapshot';
import type { Track } from './model';

export interface LibraryLogger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface LibraryOptions {
  /** How often a request may trigger a background fingerprint check (watch events are immediate). */
  checkIntervalMs?: number;
  /** Debounce of fs.watch events before rescanning. */
  debounceMs?: number;
  watch?: boolean;
}

/**
 * The local library (docs/behaviour.md §7.6): scanned lazily on first use, then kept fresh without a restart —
 * fs.watch (debounced) marks it dirty, and requests trigger a cheap fingerprint check at most every
 * `checkIntervalMs` in case the watcher missed something. Rescans run in the background, reuse the
 * parsed metadata of unchanged files, and swap in a whole new snapshot.
 */
export class MusicLibrary {
  private snapshot: LibrarySnapshot | null = null;
  private readonly cache = new Map<string, ScannedTrack>();
  private readonly failed = new Map<string, string>();
  private scanning: Promise<LibrarySnapshot> | null = null;
  private signature = '';
  private lastCheck = 0;
  private dirty = false;
  private watcher: fs.FSWatcher | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private readonly md5s: FileHashCache;
  private readonly checkIntervalMs: number;
  private readonly debounceMs: number;

  constructor(
    readonly dir: string,
    private readonly log: LibraryLogger,
    private readonly options: LibraryOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 2000;
    this.debounceMs = options.debounceMs ?? 300;
    this.md5s = new FileHashCache((file, error) => this.log.warn(`music: could not hash ${file}: ${String(error)}`));
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

  private async refreshIfChanged(): Promise<void> {
    if (this.scanning) return;
    this.lastCheck = Date.now();
    const wasDirty = this.dirty;
    this.dirty = false;
    if (wasDirty || librarySignature(this.dir) !== this.signature)
      await this.rescan().catch((error: unknown) => this.log.warn(`music: rescan failed: ${String(error)}`));
  }

  private async scan(): Promise<LibrarySnapshot> {
    fs.mkdirSync(this.dir, { recursive: true });
    this.startWatching();
    const signature = librarySignature(this.dir);
    const started = Date.now();
    const tracks = await scanLibrary(this.dir, this.cache, (rel, reason) => {
      if (this.failed.get(rel) === reason) return;
      this.failed.set(rel, reason);
      this.log.warn(`music: skipped corrupt audio file ${rel}: ${reason}`);
    });
    const snapshot = buildSnapshot(tracks, readManifest(this.dir, this.log.warn), this.dir);
    this.snapshot = snapshot;
    this.signature = signature;
    // Hash the audio in the background now, so song/url/v1 finds the MD5s cached.
    this.md5s.prime(snapshot.tracks);
    this.lastCheck = Date.now();
    this.log.info(
      `music: library ${this.dir} scanned: ${tracks.length} songs, ${snapshot.playlists.length} playlists in ${Date.now() - started} ms`,
    );
    return snapshot;
  }

  private startWatching(): void {
    if (this.watcher || this.options.watch === false) return;
    try {
      this.watcher = fs.watch(this.dir, { recursive: true }, () => {
        if (this.debounce) clearTimeout(this.debounce);
        this.debounce = setTimeout(() => {
          this.dirty = true;
          void this.refreshIfChanged();
        }, this.debounceMs);
        this.debounce.unref();
      });
      this.watcher.unref();
      this.watcher.on('error', () => this.stopWatching());
    } catch {
      this.watcher = null; // no recursive watch here: the request-time fingerprint check covers it
    }
  }

  private stopWatching(): void {
    this.watcher?.close();
    this.watcher = null;
  }

  close(): void {
    this.stopWatching();
    this.md5s.close();
    if (this.debounce) clearTimeout(this.debounce);
  }

  /** Normalised lyric (docs/behaviour.md §7.5); a corrupt sidecar is logged and served as "". */
  lyricOf(track: Track, kind: 'lrc' | 'tlrc'): string {
    const file = kind === 'lrc' ? track.lrcPath : track.tlrcPath;
    if (!file) return '';
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch {
      return '';
    }
    const text = decodeLrcFile(bytes);
    if (text === null) {
      this.log.warn(`music: skipped corrupt lyric file ${file}`);
      return '';
    }
    return normaliseLrc(text);
  }

  /** MD5 of the audio file from the background cache; null while it is still being computed. */
  md5Of(track: Track): string | null {
    return this.md5s.get(track);
  }

  /** Resolves once every queued MD5 is computed (tests). */
  hashesIdle(): Promise<void> {
    return this.md5s.idle();
  }
}
