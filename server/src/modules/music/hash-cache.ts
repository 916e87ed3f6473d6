import crypto from 'node:crypto';
import type { ObjectStorage } from '../../lib/storage';

/** What identifies one version of an object: hashed again only when its size or ETag changes. */
export interface HashableObject {
  rel: string;
  size: number;
  etag: string;
}

const keyOf = (object: HashableObject) => `${object.rel}:${object.size}:${object.etag}`;

async function streamMd5(store: ObjectStorage, key: string): Promise<string> {
  const stream = await store.get(key);
  if (!stream) throw new Error('no such object');
  const hash = crypto.createHash('md5');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * MD5s of the audio objects for `song/url/v1`, computed in the background one object at a time by
 * streaming it from the store, never inside a request: a request reads the cache and gets null
 * while a hash is still pending (the contract allows `md5: null`). Keyed by key, size and ETag.
 */
export class ObjectHashCache {
  private readonly hashes = new Map<string, string>();
  private readonly pending = new Map<string, HashableObject>();
  private draining: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly store: ObjectStorage,
    private readonly onError: (key: string, error: unknown) => void = () => {},
  ) {}

  /** The cached MD5, or null (and the object is queued). */
  get(object: HashableObject): string | null {
    const known = this.hashes.get(keyOf(object));
    if (known) return known;
    this.enqueue([object]);
    return null;
  }

  /** Queues every object of a new scan and forgets hashes of objects that are gone or changed. */
  prime(objects: HashableObject[]): void {
    const live = new Set(objects.map(keyOf));
    for (const key of this.hashes.keys()) if (!live.has(key)) this.hashes.delete(key);
    this.enqueue(objects);
  }

  /** Resolves once every queued object is hashed (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  close(): void {
    this.closed = true;
    this.pending.clear();
  }

  private enqueue(objects: HashableObject[]): void {
    if (this.closed) return;
    for (const object of objects) {
      const key = keyOf(object);
      if (!this.hashes.has(key)) this.pending.set(key, object);
    }
    if (!this.draining && this.pending.size > 0) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
  }

  private async drain(): Promise<void> {
    while (!this.closed && this.pending.size > 0) {
      const [key, object] = this.pending.entries().next().value as [string, HashableObject];
      this.pending.delete(key);
      try {
        this.hashes.set(key, await streamMd5(this.store, object.rel));
      } catch (error) {
        // After close the store may be closed too: an unfinished hash then is no news.
        if (!this.closed) this.onError(object.rel, error);
      }
    }
  }
}
