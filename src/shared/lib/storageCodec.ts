/**
 * Reversible encoding for browser storage (docs/behaviour.md §1.5: keys base64-encoded, values encoded JSON).
 * It hides nothing from a determined reader — it only keeps casual eyes and naive scripts off.
 */
export function encodeText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Inverse of encodeText; throws on input that is not valid base64 of UTF-8. */
export function decodeText(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Minimal async storage interface redux-persist expects. */
export interface AsyncStringStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/**
 * Wraps Web Storage so every key and value is encoded; an entry that cannot be decoded is
 * removed and reported as missing, so corrupt storage never crashes start-up.
 */
export function createEncodedStorage(getBacking: () => Storage | undefined): AsyncStringStorage {
  return {
    async getItem(key) {
      const backing = getBacking();
      if (!backing) return null;
      const storedKey = encodeText(key);
      const raw = backing.getItem(storedKey);
      if (raw === null) return null;
      try {
        return decodeText(raw);
      } catch {
        backing.removeItem(storedKey);
        return null;
      }
    },
    async setItem(key, value) {
      getBacking()?.setItem(encodeText(key), encodeText(value));
    },
    async removeItem(key) {
      getBacking()?.removeItem(encodeText(key));
    },
  };
}

/** Synchronous JSON helpers over encoded storage, for small values read at start (history, remembered login). */
export function readEncodedJson<T>(storage: Storage | undefined, key: string): T | null {
  if (!storage) return null;
  const storedKey = encodeText(key);
  const raw = storage.getItem(storedKey);
  if (raw === null) return null;
  try {
    return JSON.parse(decodeText(raw)) as T;
  } catch {
    storage.removeItem(storedKey);
    return null;
  }
}

export function writeEncodedJson(storage: Storage | undefined, key: string, value: unknown): void {
  storage?.setItem(encodeText(key), encodeText(JSON.stringify(value)));
}

export function removeEncoded(storage: Storage | undefined, key: string): void {
  storage?.removeItem(encodeText(key));
}

/** localStorage / sessionStorage when the browser allows them (private modes may throw). */
export function safeStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}
