import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, placeholderFile, variantFile } from '@protocol/imageVariants';
import { badRequest } from '../../lib/errors';
import { contentHash, imageInput, placeholderOf, withoutMetadata } from '../../lib/image-files';
import type { ObjectStorage } from '../../lib/storage';
import { NOT_IMAGE, SERVED_TYPES, sniffImage } from './image-sniff';

// The image pipeline (docs/performance.md, "Images"): every stored image is named by its content,
// checked by decoding it whole, and given a tiny placeholder at once; its AVIF/WebP variants are made
// later by the bounded queue (variant-queue.ts), off the request path.

const exists = async (storage: ObjectStorage, key: string) => (await storage.head(key)) !== null;

async function allStored(storage: ObjectStorage, keys: string[]): Promise<boolean> {
  for (const key of keys) if (!(await exists(storage, key))) return false;
  return true;
}

/** Stores one file of the pipeline with the content type it is served with. */
const putImage = (storage: ObjectStorage, key: string, bytes: Buffer) =>
  storage.put(key, bytes, SERVED_TYPES[path.extname(key)]);

/** An image that passed every check, with the name it is stored under and its placeholder. */
export interface CheckedImage {
  name: string;
  data: Buffer;
  placeholder: Buffer;
}

/**
 * The one check of an image sent to us (upload, album upload, import): a known type sniffed from
 * the bytes, its personal metadata removed (docs/security.md "Photo metadata": GPS and serials are
 * never stored, so never served), then decoded whole. The name is the hash of what is stored.
 * `label` prefixes the message (the file's name when several are sent).
 */
export async function checkImage(data: Buffer, label = ''): Promise<CheckedImage> {
  const kind = sniffImage(data);
  if (!kind) throw badRequest(`${label}${NOT_IMAGE}`);
  let clean: Buffer;
  let placeholder: Buffer;
  try {
    clean = await withoutMetadata(data, kind.ext);
    placeholder = await placeholderOf(clean);
  } catch (error) {
    if (error instanceof Error) error.message = `${label}${error.message}`;
    throw error;
  }
  return { name: `${contentHash(clean)}.${kind.ext}`, data: clean, placeholder };
}

/**
 * Stores a checked image and its placeholder, each whole (the store never shows half a file). An
 * image already there (the same bytes) is written again all the same, so its modified time is new:
 * the clean-up then counts it as just uploaded and keeps it through its grace period (references.ts,
 * docs/behaviour.md §4.6), though a deleted post's check found it unused a moment ago. One of another
 * size under its name is a half object a store that is not atomic kept when it died mid-write
 * (docs/deploy.md "Object storage"): the write repairs it. Answers whether this call added it (none,
 * or a half one, was there), so an undo removes only what it added.
 */
export async function storeImage(storage: ObjectStorage, image: CheckedImage): Promise<boolean> {
  const added = (await storage.head(image.name))?.size !== image.data.length;
  await putImage(storage, image.name, image.data);
  const phFile = placeholderFile(image.name.slice(0, 32));
  if (!(await exists(storage, phFile))) await putImage(storage, phFile, image.placeholder);
  return added;
}

/**
 * Removes the personal metadata of an image stored before uploads were cleaned (docs/security.md
 * "Photo metadata"), in place under its old name (pages refer to it). Answers whether it changed.
 */
export async function cleanStoredImage(storage: ObjectStorage, name: string): Promise<boolean> {
  const data = await readStored(storage, name);
  const clean = await withoutMetadata(data, path.extname(name).slice(1));
  if (clean.equals(data)) return false;
  await putImage(storage, name, clean);
  return true;
}

/** A stored file's bytes; a missing one is an ENOENT, as a file read would be (the queue skips it quietly). */
async function readStored(storage: ObjectStorage, name: string): Promise<Buffer> {
  const data = await storage.read(name);
  if (data) return data;
  throw Object.assign(new Error(`${name} is not stored`), { code: 'ENOENT' });
}

/** Whether an image format gets variants (GIFs keep their animation as uploaded). */
export const hasVariants = (name: string): boolean => !name.endsWith('.gif');

/** Every file an image `<hash>.<ext>` has beside it: its placeholder and variants. */
export function variantFilesOf(name: string): string[] {
  const hash = /^([0-9a-f]{32})\./.exec(name)?.[1];
  if (!hash) return [];
  return [
    placeholderFile(hash),
    ...IMAGE_FORMATS.flatMap((format) => IMAGE_WIDTHS.map((width) => variantFile(hash, width, format))),
  ];
}

/**
 * Makes the missing placeholder and variants of a stored image, one encode at a time (sharp's
 * memory grows with concurrency). Returns how many files were written. `signal` stops it between
 * encodes (shutdown, docs/deploy.md "Stopping"); the files already written stay.
 */
export async function makeVariants(storage: ObjectStorage, name: string, signal?: AbortSignal): Promise<number> {
  const hash = name.slice(0, 32);
  // Another process may have made them while this one waited (variant-lock.ts): nothing is read then.
  if (await allStored(storage, variantFilesOf(name))) return 0;
  const data = await readStored(storage, name);
  let written = 0;
  const phFile = placeholderFile(hash);
  if (!(await exists(storage, phFile))) {
    await putImage(storage, phFile, await placeholderOf(data));
    written += 1;
  }
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      const file = variantFile(hash, width, format);
      if (await exists(storage, file)) continue;
      signal?.throwIfAborted();
      const resized = imageInput(data).rotate().resize({ width, withoutEnlargement: true });
      // AVIF effort 2: several times faster than the default for a few per cent of size.
      const bytes = await (
        format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 75 })
      ).toBuffer();
      await putImage(storage, file, bytes);
      written += 1;
    }
  }
  return written;
}
