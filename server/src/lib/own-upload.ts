import fs from 'node:fs';
import path from 'node:path';

/**
 * Our own image under /uploads/: a random upload name, or one of the seed images under seed/.
 * No other slash and no dot segment, so the path cannot climb out of the upload folder.
 */
const OWN_IMAGE_URL = /^\/uploads\/((?:seed\/)?[A-Za-z0-9_-]{1,128}\.(?:jpg|jpeg|png|gif|webp))$/;

/**
 * True when `url` names an existing image file we serve from uploadDir. Used for stored avatars,
 * so every reader's browser only ever fetches our own files (no tracking pixels, no internal hosts).
 */
export function isOwnImageUpload(url: string, uploadDir: string): boolean {
  const match = OWN_IMAGE_URL.exec(url);
  if (!match) return false;
  const root = path.resolve(uploadDir);
  const file = path.resolve(root, match[1]);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The refusal shown when an avatar is not one of our uploads. */
export const AVATAR_NOT_OWN = '头像只能使用本站上传的图片';
