import { UPLOADS_PATH, type ObjectStorage } from './object-storage';

// Serving mode (b) (docs/deploy.md "Object storage"): with S3_PUBLIC_URL the pages and the API give
// browsers the bucket's public addresses directly, while everything stored keeps `/uploads/<key>`
// (docs/architecture.md "Object storage"). These two functions are the whole translation: answers
// going out get the public base, values coming in lose it.

/** An upload path as stored: `/uploads/` then plain segments ending in a name with an extension. */
const UPLOAD_PATH = String.raw`/uploads/(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+\.[A-Za-z0-9]{1,8}(?![A-Za-z0-9_./-])`;
/**
 * Where a stored path starts inside a text: at its start, or after a quote, a bracket, whitespace,
 * a comma or `=` (JSON strings, HTML attributes, srcset lists, Markdown links, CSS url()).
 */
const STORED_IN_TEXT = new RegExp(String.raw`(^|["'(\s,=])(?=${UPLOAD_PATH})`, 'g');

export interface UploadAddresses {
  /** The public base (S3_PUBLIC_URL) before `/uploads/`, or null when the site serves uploads itself. */
  readonly base: string | null;
  /** Every stored upload path in a JSON or HTML text, prefixed with the public base. */
  toPublic(text: string): string;
  /** The value with every public upload address turned back into its stored path (deeply). */
  toStored<T>(value: T): T;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const identity: UploadAddresses = { base: null, toPublic: (text) => text, toStored: (value) => value };

/** The translation for a store: identity when its uploads are served under the site's own path. */
export function uploadAddresses(storage: ObjectStorage): UploadAddresses {
  const probe = storage.publicUrl('probe.txt');
  const suffix = `${UPLOADS_PATH}/probe.txt`;
  if (probe.startsWith('/') || !probe.endsWith(suffix)) return identity;
  const base = probe.slice(0, -suffix.length);
  const publicPrefix = `${base}${UPLOADS_PATH}/`;
  const storedPrefix = `${UPLOADS_PATH}/`;
  const toStored = <T>(value: T): T => {
    if (typeof value === 'string') return value.split(publicPrefix).join(storedPrefix) as T;
    if (Array.isArray(value)) return value.map(toStored) as T;
    if (isPlainObject(value)) {
      const entries = Object.entries(value).map(([key, item]) => [key, toStored(item)]);
      return Object.fromEntries(entries) as T;
    }
    return value;
  };
  return {
    base,
    toPublic: (text) =>
      text.includes(storedPrefix) ? text.replace(STORED_IN_TEXT, (_m, before: string) => before + base) : text,
    toStored,
  };
}
