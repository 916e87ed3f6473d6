import { isVisitorId } from '@protocol/interactionRules';
import { readEncodedJson, safeStorage, writeEncodedJson } from './storageCodec';

/** Storage key of the anonymous visitor id (encoded like every stored key). */
export const VISITOR_ID_KEY = 'blog-visitor-id';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 24 random characters (144 bits) from the URL-safe alphabet. */
export function randomVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('');
}

let cached: string | null = null;

/**
 * This browser's anonymous visitor id: made once at random and kept in local storage, so a
 * visitor's likes stay theirs across visits without using the IP. Without storage (private mode)
 * it lasts for the page's life.
 */
export function getVisitorId(storage: Storage | undefined = safeStorage('local')): string {
  if (cached) return cached;
  const stored = readEncodedJson<unknown>(storage, VISITOR_ID_KEY);
  cached = isVisitorId(stored) ? stored : randomVisitorId();
  if (cached !== stored) writeEncodedJson(storage, VISITOR_ID_KEY, cached);
  return cached;
}

/** Tests only: forget the id held in memory. */
export function resetVisitorIdCache(): void {
  cached = null;
}
