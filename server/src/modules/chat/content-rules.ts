import fs from 'node:fs';
import path from 'node:path';

/** Upload names are random; the accounts module serves them under /uploads/<name>.<ext>. */
const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9_-]{1,128}\.(jpg|png|gif|webp))$/;

/**
 * True when `url` is one of our uploads: the exact path pattern and an existing regular file inside
 * uploadDir (no traversal: the pattern allows no slash or dot segment, and the resolved path is checked).
 */
export function isOwnUpload(url: string, uploadDir: string): boolean {
  const match = UPLOAD_URL.exec(url);
  if (!match) return false;
  const root = path.resolve(uploadDir);
  const file = path.resolve(root, match[1]);
  if (path.dirname(file) !== root) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
