import crypto from 'node:crypto';

// docs/behaviour.md §7.5: positive integer ids below 2^53, stable across restarts. Local ids sit in a
// reserved range [10^12, 10^12 + 2^48) so they cannot be mistaken for small hand-written ids.
const BASE = 1_000_000_000_000;

/** A stable id from a name such as `song:audio/晨光.mp3` (48 bits of its SHA-1). */
export function stableId(key: string): number {
  const digest = crypto.createHash('sha1').update(key).digest();
  return BASE + digest.readUIntBE(0, 6);
}

/** Hands out stable ids, probing upwards on the (rare) collision; callers go in a fixed order. */
export class IdAllocator {
  private readonly used = new Set<number>();

  take(key: string, preferred?: number): number {
    let id = preferred ?? stableId(key);
    while (this.used.has(id)) id += 1;
    this.used.add(id);
    return id;
  }
}
