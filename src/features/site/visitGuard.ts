import { readEncodedJson, writeEncodedJson } from '@/shared/lib/storageCodec';

/** sessionStorage key marking that this visit has been counted (docs/behaviour.md §8.1: the counter goes up once on start). */
export const VISIT_COUNTED_KEY = 'blog-visit-counted';

/** sessionStorage key marking that this browser session has been greeted (docs/behaviour.md §1.4). */
export const GREETED_KEY = 'blog-greeted';

/**
 * True the first time it is called with `key` in a browser session, false afterwards (reloads
 * included). Without storage every start claims.
 */
export function claimOncePerSession(storage: Storage | undefined, key: string): boolean {
  if (readEncodedJson<boolean>(storage, key)) return false;
  writeEncodedJson(storage, key, true);
  return true;
}

/** One PUT /api/config/addView per visit. */
export const claimVisit = (storage: Storage | undefined): boolean => claimOncePerSession(storage, VISIT_COUNTED_KEY);

/** One welcome toast per browser session: not on every reload or new tab's page (docs/behaviour.md §1.4). */
export const claimGreeting = (storage: Storage | undefined): boolean => claimOncePerSession(storage, GREETED_KEY);
