import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, placeholderFile, variantFile } from '@protocol/imageVariants';
import { badRequest } from '../../lib/errors';
import { contentHash, imageInput, placeholderOf, withoutMetadata, writeAtomic } from '../../lib/image-files';
import { NOT_IMAGE, sniffImage } from './image-sniff';

// The image pipeline (docs/performance.md, "Images"): every stored image is named by its content,
// checked by decoding it whole, and given a tiny placeholder at once; its AVIF/WebP variants are made
// later by the bounded queue (variant-queue.ts), off the request path.

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

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
 * Stores a checked image and its placeholder, each through a temporary file and a rename. An image
 * already there (the same bytes) is not written again: answers whether this call wrote it, so an
 * undo removes only what it added.
 */
export async function storeImage(uploadDir: string, image: CheckedImage): Promise<boolean> {
  const file = path.join(uploadDir, image.name);
  const added = !(await exists(file));
  if (added) await writeAtomic(file, image.data);
  const phFile = path.join(uploadDir, placeholderFile(image.name.slice(0, 32)));
  if (!(await exists(phFile))) await writeAtomic(phFile, image.placeholder);
  return added;
}

/**
 * Removes the personal metadata of an image stored before uploads were cleaned (docs/security.md
 * "Photo metadata"), in place under its old name (pages refer to it). Answers whether it changed.
 */
export async function cleanStoredImage(uploadDir: string, name: string): Promise<boolean> {
  const file = path.join(uploadDir, name);
  const data = await fs.readFile(file);
  const clean = await withoutMetadata(data, path.extname(name).slice(1));
  if (clean.equals(data)) return false;
  await writeAtomic(file, clean);
  return true;
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
export async function makeVariants(uploadDir: string, name: string, signal?: AbortSignal): Promise<number> {
  const hash = name.slice(0, 32);
  const data = await fs.readFile(path.join(uploadDir, name));
  let written = 0;
  const phFile = path.join(uploadDir, placeholderFile(hash));
  if (!(await exists(phFile))) {
    await writeAtomic(phFile, await placeholderOf(data));
    written += 1;
  }
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      const file = path.join(uploadDir, variantFile(hash, width, format));
      if (await exists(file)) continue;
      signal?.throwIfAborted();
      const resized = imageInput(data).rotate().resize({ width, withoutEnlargement: true });
      // AVIF effort 2: several times faster than the default for a few per cent of size.
      const bytes = await (
        format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 75 })
      ).toBuffer();
      await writeAtomic(file, bytes);
      written += 1;
    }
  }
  return written;
}
