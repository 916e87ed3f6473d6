import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { PLACEHOLDER_WIDTH } from '@protocol/imageVariants';
import { badRequest } from './errors';
import { stripPhotoMetadata } from './photo-metadata';

// The low-level pieces of the image pipeline (docs/performance.md, "Images") that the demo seed
// shares with the upload module: decoding with bounds, the placeholder, atomic writes.

/** A decompression bomb (a small file of a huge canvas) is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const CORRUPT_IMAGE = '图片已损坏或无法识别，请换一张图片';
export const IMAGE_TOO_LARGE = `图片尺寸过大（最多 ${MAX_IMAGE_PIXELS / 1_000_000} 百万像素）`;

// libvips' operation cache keeps decoded images around for reuse we never have (each image is read
// once): a small bound keeps the process's memory flat while many uploads are processed.
sharp.cache({ memory: 16, files: 0, items: 20 });

/** sharp on untrusted bytes: a pixel bound, and a warning (truncated data) is an error. */
export const imageInput = (data: Buffer) => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' });

/** The first 32 hex digits of the SHA-256 of the bytes: the same image is stored once. */
export const contentHash = (data: Buffer): string =>
  crypto.createHash('sha256').update(data).digest('hex').slice(0, 32);

/**
 * Decodes the whole image (a PNG signature followed by garbage, a truncated JPEG or a bomb fails
 * here, as a client's 400) and returns its placeholder: PLACEHOLDER_WIDTH pixels wide, WebP.
 */
export async function placeholderOf(data: Buffer): Promise<Buffer> {
  try {
    return await imageInput(data).rotate().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
  } catch (error) {
    throw refusedImage(error);
  }
}

/** sharp's refusal of a client's image as the 400 it is: too many pixels, or not readable. */
function refusedImage(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  return badRequest(/pixel limit/i.test(message) ? IMAGE_TOO_LARGE : CORRUPT_IMAGE);
}

/**
 * The bytes to store for an image of a sniffed kind (`jpg`, `png`, `webp`, `gif`): personal
 * metadata removed, orientation and colour profile kept, pixels untouched (docs/security.md
 * "Photo metadata"). A container that cannot be walked is a broken image, a client's 400.
 */
export async function withoutMetadata(data: Buffer, ext: string): Promise<Buffer> {
  try {
    const { orientation } = await imageInput(data).metadata();
    return stripPhotoMetadata(data, ext, orientation);
  } catch (error) {
    throw refusedImage(error);
  }
}

/** Writes through a temporary file and a rename: a reader never sees half a file, a crash leaves none. */
export async function writeAtomic(file: string, bytes: Buffer): Promise<void> {
  const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temp, bytes, { flag: 'wx', mode: 0o644 });
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
