import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sniffImage } from '../modules/upload';

/**
 * Imported images go where uploads go (config.uploadDir, served at /uploads/), named by their
 * content: the first 32 hex digits of the SHA-256 and the sniffed extension — the shape of an
 * upload's name, so /uploads/ serves them as immutable too. The same picture imported twice (or
 * used by two posts) is stored once. Returns null when the bytes are not a jpg/png/gif/webp.
 */
export function storedImageName(bytes: Buffer): string | null {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  return `${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind.ext}`;
}

/** Writes the image unless a file of that name (hence those bytes) is already there. */
export async function storeImage(uploadDir: string, name: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(uploadDir, { recursive: true });
  try {
    await fs.writeFile(path.join(uploadDir, name), bytes, { flag: 'wx', mode: 0o644 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** The /uploads/ URL of a stored name, and the name back from a URL of ours (null for anything else). */
export const uploadUrl = (name: string) => `/uploads/${name}`;
export function uploadNameOf(url: string): string | null {
  const m = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/.exec(url);
  return m ? m[1] : null;
}
