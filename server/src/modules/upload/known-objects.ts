import type { ObjectInfo, ObjectStorage } from '../../lib/storage';

/** How many stored files' facts one process keeps: a hundred bytes or so each. */
export const KNOWN_OBJECTS_MAX = 10_000;

/**
 * What `head` said of files whose bytes never change (content names: an image by its hash, its
 * variants), kept by each process (docs/performance.md "Object storage"). Serving such a file from a
 * bucket then costs one call (the GET), and a browser's revalidation none. A file deleted meanwhile
 * (by another process too) is found out by the GET, which answers nothing; it is then forgotten.
 */
export class KnownObjects {
  private readonly known = new Map<string, ObjectInfo>();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly lasting: (key: string) => boolean,
    private readonly max = KNOWN_OBJECTS_MAX,
  ) {}

  async head(key: string): Promise<ObjectInfo | null> {
    const known = this.known.get(key);
    if (known) {
      // Least recently used goes first: a Map keeps insertion order.
      this.known.delete(key);
      this.known.set(key, known);
      return known;
    }
    const info = await this.storage.head(key);
    if (info && this.lasting(key)) {
      this.known.set(key, info);
      if (this.known.size > this.max) this.known.delete(this.known.keys().next().value as string);
    }
    return info;
  }

  forget(key: string): void {
    this.known.delete(key);
  }
}
