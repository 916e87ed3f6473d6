import { readEncodedJson, writeEncodedJson } from './storageCodec';

/**
 * True the first time it is called with `key` in a browser session (a tab's sessionStorage), false
 * afterwards, reloads included. Without storage every start claims.
 */
export function claimOncePerSession(storage: Storage | undefined, key: string): boolean {
  if (readEncodedJson<boolean>(storage, key)) return false;
  writeEncodedJson(storage, key, true);
  return true;
}
