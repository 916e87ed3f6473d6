import type { Readable } from 'node:stream';

// The one storage interface of uploads and the music library (docs/architecture.md "Object storage"):
// a local folder (the default) or an S3-compatible bucket. Keys are relative paths such as
// `<hash>.jpg` or `seed/cover.jpg`; no module outside lib/storage knows where the bytes live.

/** Where browsers fetch uploads when the site serves them (docs/behaviour.md §4.6). */
export const UPLOADS_PATH = '/uploads';
/** Where the music library's objects would be fetched from; the library serves them under /wapi/media instead. */
export const MUSIC_PATH = '/wapi/music';

/**
 * How long an unused upload is kept after its last write: the default of UPLOAD_DELETE_GRACE_SECONDS
 * (docs/behaviour.md §4.6; the clean-up is modules/upload/upload-grace.ts).
 */
export const DELETE_GRACE_SECONDS = 600;

/** What `head` and `list` tell of a stored object. */
export interface ObjectInfo {
  key: string;
  size: number;
  modified: Date;
  /** An entity tag for conditional requests, quoted as in HTTP. */
  etag: string;
}

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStorage {
  /** `local` or `s3`: written in logs and in the migration's report. */
  readonly driver: 'local' | 's3';
  /** Stores the whole object; a reader sees the old object or the new one, never half of one. */
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The object's bytes (or a range of them) as a stream; null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The whole object in memory; null when there is no such object. */
  read(key: string): Promise<Buffer | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` ('' lists all), in no particular order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** The address browsers fetch the object from: a site path, or the bucket's public URL. */
  publicUrl(key: string): string;
  /**
   * Calls `onChange` soon after anything in the store changes; only a folder can (fs.watch), a
   * bucket has no such signal and its readers compare listings instead. Returns the stopper, or
   * null when the store cannot watch.
   */
  watch?(onChange: () => void): StopWatching | null;
}

/** Ends a `watch`. */
export type StopWatching = () => void;

/** A key is a relative path of plain segments: no empty, dot or hidden segment, no backslash. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (key === '' || key.includes('\\') || key.includes('\0') || segments.some((s) => s === '' || s.startsWith('.')))
    throw new Error(`invalid storage key "${key}"`);
  return key;
}

/** Whether `key` is one `checkKey` accepts (a request path is tested before it is looked up). */
export function isValidKey(key: string): boolean {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}
