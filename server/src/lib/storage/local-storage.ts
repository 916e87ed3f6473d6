import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkKey,
  isValidKey,
  type ByteRange,
  type ObjectInfo,
  type ObjectStorage,
  type StopWatching,
} from './object-storage';

/** Temporary files of an unfinished `put` (a crash may leave one): never listed. */
const TEMP_FILE = /\.[0-9a-f]{12}\.tmp$/;

/** The ETag the static file server always sent for a file, kept so browsers' caches stay valid. */
const weakEtag = (stat: fs.Stats) => `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;

/**
 * The local folder driver: today's behaviour (docs/architecture.md "Object storage"). The only code
 * that touches the upload and music folders with `fs` (eslint's storage rule).
 */
export class LocalStorage implements ObjectStorage {
  readonly driver = 'local';

  constructor(
    readonly root: string,
    private readonly urlBase: string,
  ) {}

  /** Makes the folder, as the server always did at start-up (tests and operators drop files in). */
  async create(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
  }

  private file(key: string): string {
    const file = path.resolve(this.root, checkKey(key));
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid storage key "${key}"`);
    return file;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fsp.writeFile(temp, bytes, { flag: 'wx', mode: 0o644 });
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!(await this.head(key))) return null;
    return fs.createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async read(key: string): Promise<Buffer | null> {
    return fsp.readFile(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
      throw error;
    });
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const stat = await fsp.stat(this.file(key)).catch(() => null);
    if (!stat?.isFile()) return null;
    return { key, size: stat.size, modified: stat.mtime, etag: weakEtag(stat) };
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    const entries = await fsp.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || TEMP_FILE.test(entry.name)) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // A name no key can have (hidden, or with a backslash: music files are named by people) is left
      // out rather than failing the whole listing.
      if (!key.startsWith(prefix) || !isValidKey(key)) continue;
      const info = await this.head(key);
      if (info) yield info;
    }
  }

  publicUrl(key: string): string {
    return `${this.urlBase}/${checkKey(key)}`;
  }

  /** fs.watch of the whole folder; null where recursive watching is not available. */
  watch(onChange: () => void): StopWatching | null {
    try {
      const watcher = fs.watch(this.root, { recursive: true }, () => onChange());
      watcher.unref();
      watcher.on('error', () => watcher.close());
      return () => watcher.close();
    } catch {
      return null;
    }
  }
}
