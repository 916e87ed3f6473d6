import crypto from 'node:crypto';
import fs from 'node:fs';

/** What identifies one version of a file: hashed again only when its size or mtime changes. */
export interface HashableFile {
  abs: string;
  size: number;
  mtimeMs: number;
}

const keyOf = (file: HashableFile) => `${file.abs}:${file.size}:${file.mtimeMs}`;

function streamMd5(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('md5');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * MD5s of the audio files for `song/url/v1`, computed in the background one file at a time by
 * streaming, never inside a request: a request reads the cache and gets null while a hash is
 * still pending (the contract allows `md5: null`). Keyed by path, size and mtime.
 */
export class FileHashCache {
  private readonly hashes = new Map<string, string>();
  private readonly pending = new Map<string, HashableFile>();
  private draining: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly onError: (file: string, error: unknown) => void = () => {}) {}

  /** The cached MD5, or null (and the file is queued). */
  get(file: HashableFile): string | null {
    const known = this.hashes.get(keyOf(file));
    if (known) return known;
    this.enqueue([file]);
    return null;
  }

  /** Queues every file of a new scan and forgets hashes of files that are gone or changed. */
  prime(files: HashableFile[]): void {
    const live = new Set(files.map(keyOf));
    for (const key of this.hashes.keys()) if (!live.has(key)) this.hashes.delete(key);
    this.enqueue(files);
  }

  /** Resolves once every queued file is hashed (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  close(): void {
    this.closed = true;
    this.pending.clear();
  }

  private enqueue(files: HashableFile[]): void {
    if (this.closed) return;
    for (const file of files) {
      const key = keyOf(file);
      if (!this.hashes.has(key)) this.pending.set(key, file);
    }
    if (!this.draining && this.pending.size > 0) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
  }

  private async drain(): Promise<void> {
    while (!this.closed && this.pending.size > 0) {
      const [key, file] = this.pending.entries().next().value as [string, HashableFile];
      this.pending.delete(key);
      try {
        this.hashes.set(key, await streamMd5(file.abs));
      } catch (error) {
        this.onError(file.abs, error);
      }
    }
  }
}
