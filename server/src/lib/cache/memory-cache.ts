import { LRUCache } from 'lru-cache';
import type { CachedAnswer, CacheStats, ResponseCache } from './response-cache';

/** Map and object overhead per entry, so many tiny answers still count against the bound. */
const ENTRY_OVERHEAD_BYTES = 256;

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
  /** Compressed forms of the body by encoding; dropped with the entry. */
  variants: ReadonlyMap<string, Buffer>;
  size: number;
}

/**
 * The default store: an LRU in this process bounded in bytes (lru-cache `maxSize` with a size per
 * entry), with a tag → keys index for invalidation. Strings are UTF-16 in V8 but the bound is
 * counted in UTF-8 bytes of the body (plus its compressed variants), which is what a shared store
 * would hold.
 */
export class MemoryResponseCache implements ResponseCache {
  private readonly lru: LRUCache<string, Entry>;
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Logical clock: bumped by every invalidation, read by mark(). */
  private clock = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private counters = { hits: 0, misses: 0, invalidated: 0 };

  constructor(private readonly maxBytes: number) {
    this.lru = new LRUCache<string, Entry>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => entry.size,
      // Eviction, replacement and deletion all end here, so the tag index never holds a dead key.
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
  }

  mark(): number {
    return this.clock;
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    const entry = this.lru.get(key);
    if (entry) this.counters.hits += 1;
    else this.counters.misses += 1;
    return entry?.answer;
  }

  async set(key: string, answer: CachedAnswer, tags: readonly string[], mark: number): Promise<boolean> {
    if (tags.some((tag) => (this.invalidatedAt.get(tag) ?? -1) > mark)) return false;
    const size = Buffer.byteLength(answer.body) + Buffer.byteLength(key) + ENTRY_OVERHEAD_BYTES;
    if (size > this.maxBytes) return false;
    this.lru.set(key, { answer, tags, variants: new Map(), size });
    this.index(key, tags);
    return true;
  }

  async getVariant(key: string, etag: string, encoding: string): Promise<Buffer | undefined> {
    const entry = this.lru.peek(key);
    return entry?.answer.etag === etag ? entry.variants.get(encoding) : undefined;
  }

  async setVariant(key: string, etag: string, encoding: string, bytes: Buffer): Promise<boolean> {
    const entry = this.lru.peek(key);
    if (entry?.answer.etag !== etag) return false;
    const size = entry.size - (entry.variants.get(encoding)?.byteLength ?? 0) + bytes.byteLength;
    if (size > this.maxBytes) return false;
    // Replacing the entry re-measures it (and may evict others); dispose unindexed the old one.
    this.lru.set(key, { ...entry, variants: new Map(entry.variants).set(encoding, bytes), size });
    if (!this.lru.has(key)) return false;
    this.index(key, entry.tags);
    return true;
  }

  async invalidate(tags: readonly string[]): Promise<number> {
    this.clock += 1;
    let dropped = 0;
    for (const tag of tags) {
      this.invalidatedAt.set(tag, this.clock);
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) {
        if (this.lru.delete(key)) dropped += 1;
      }
    }
    this.counters.invalidated += dropped;
    return dropped;
  }

  stats(): CacheStats {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize, maxBytes: this.maxBytes, ...this.counters };
  }

  private index(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
