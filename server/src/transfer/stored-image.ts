import { AppError } from '../lib/errors';
import type { ObjectStorage } from '../lib/storage';
import { checkImage, hasVariants, sniffImage, storeImage, type CheckedImage } from '../modules/upload';

/** Why bytes that are none of the stored kinds are refused (a warning's middle). */
export const NOT_A_PICTURE = '不是 jpg、png、gif、webp 图片';

/**
 * Imported images go through the image pipeline like uploads (docs/performance.md "Images"): sniffed,
 * decoded whole (a corrupt file or a bomb is refused), named by content (the first 32 hex digits of
 * the SHA-256 and the extension, so /uploads/ serves them as immutable and the same picture imported
 * twice is stored once). Returns the checked image, or why it cannot be used (a warning's middle).
 */
export async function checkImportedImage(bytes: Buffer): Promise<CheckedImage | { problem: string }> {
  if (!sniffImage(bytes)) return { problem: NOT_A_PICTURE };
  try {
    return await checkImage(bytes);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return { problem: `无法使用：${error.message}` };
    throw error;
  }
}

/**
 * Stores an imported image with its placeholder, as an upload is stored. Its AVIF/WebP variants are
 * not made here: an import of a few hundred pictures would wait seconds for each (AVIF at every
 * width), so they are made after the text import (import-variants.ts), and a page asking for one not
 * made yet gets the original meanwhile and queues it (docs/import-export.md "Images").
 * Answers whether the image is one that gets variants.
 */
export async function storeImportedImage(storage: ObjectStorage, image: CheckedImage): Promise<boolean> {
  await storeImage(storage, image);
  return hasVariants(image.name);
}

/** The /uploads/ URL of a stored name, and the name back from a URL of ours (null for anything else). */
export const uploadUrl = (name: string) => `/uploads/${name}`;
export function uploadNameOf(url: string): string | null {
  const m = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/.exec(url);
  return m ? m[1] : null;
}
