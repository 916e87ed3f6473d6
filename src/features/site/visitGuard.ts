import { readEncodedJson, writeEncodedJson } from '@/shared/lib/storageCodec';

/** sessionStorage key marking that this visit has been counted (docs/behaviour.md §8.1: the counter goes up once on start). */
export const VISIT_COUNTED_KEY = 'blog-visit-counted';

/**
 * True the first time it is called in a browser session, false afterwards (reloads included):
 * one PUT /api/config/addView per visit. Without storage every start counts.
 */
export function claimVisit(storage: Storage | undefined): boolean {
  if (readEncodedJson<boolean>(storage, VISIT_COUNTED_KEY)) return false;
  writeEncodedJson(storage, VISIT_COUNTED_KEY, true);
  return true;
}
