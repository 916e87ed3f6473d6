/**
 * One cached answer: the body exactly as the route serialised it, its content type and a strong
 * ETag computed from the body. Its compressed forms (variants) are stored beside it, one per encoding.
 */
export interface CachedAnswer {
  body: string;
  contentType: string;
  etag: string;
}

export interface CacheStats {
  entries: number;
  /** Bytes counted against the bound (bodies, their compressed variants, keys and a fixed overhead per entry). */
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  /** Entries dropped by invalidate(). */
  invalidated: number;
}

/**
 * The response cache behind one interface, so a shared store (Redis) can later serve several
 * processes. Keys are opaque strings (the plugin builds them from method, URL and sometimes host);
 * tags name the facts an answer shows (docs/caching.md) and are what writers invalidate.
 *
 * A read races a write: an answer computed before a write must not be stored after its
 * invalidation. `mark()` is taken before the route runs and `set()` refuses the answer when one
 * of its tags was invalidated since.
 */
export interface ResponseCache {
  mark(): number;
  get(key: string): Promise<CachedAnswer | undefined>;
  /** Stores an answer under its tags; false when refused (stale since `mark`, or too large). */
  set(key: string, answer: CachedAnswer, tags: readonly string[], mark: number): Promise<boolean>;
  /**
   * The answer's body compressed for one encoding, if stored. Asked with the answer's ETag, so a
   * variant never outlives the body it was made from.
   */
  getVariant(key: string, etag: string, encoding: string): Promise<Buffer | undefined>;
  /**
   * Keeps a compressed form with the answer (counted against the same bound); false when refused:
   * the answer is gone or was replaced (another ETag), or it would not fit.
   */
  setVariant(key: string, etag: string, encoding: string, bytes: Buffer): Promise<boolean>;
  /** Drops every answer (with its variants) carrying one of the tags; resolves to how many were dropped. */
  invalidate(tags: readonly string[]): Promise<number>;
  stats(): CacheStats;
}
