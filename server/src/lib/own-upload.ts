import type { ObjectStorage } from './storage';

/**
 * Our own image under /uploads/: a random upload name, or one of the seed images under seed/.
 * No other slash and no dot segment, so the key cannot climb out of the upload store.
 */
const OWN_IMAGE_URL = /^\/uploads\/((?:seed\/)?[A-Za-z0-9_-]{1,128}\.(?:jpg|jpeg|png|gif|webp))$/;

/**
 * True when `url` names an existing image we serve from the upload store. Used for stored avatars,
 * so every reader's browser only ever fetches our own files (no tracking pixels, no internal hosts).
 */
export async function isOwnImageUpload(url: string, storage: ObjectStorage): Promise<boolean> {
  const match = OWN_IMAGE_URL.exec(url);
  return match !== null && (await storage.head(match[1])) !== null;
}

/** The refusal shown when an avatar is not one of our uploads. */
export const AVATAR_NOT_OWN = '头像只能使用本站上传的图片';
