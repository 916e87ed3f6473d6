import type { ObjectStorage } from '../../lib/storage';

/** Upload names are random; the upload module serves them under /uploads/<name>.<ext>. */
const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9_-]{1,128}\.(jpg|png|gif|webp))$/;

/**
 * True when `url` is one of our uploads: the exact path pattern (no slash or dot segment, so no
 * traversal) and an existing object in the upload store.
 */
export async function isOwnUpload(url: string, storage: ObjectStorage): Promise<boolean> {
  const match = UPLOAD_URL.exec(url);
  return match !== null && (await storage.head(match[1])) !== null;
}
