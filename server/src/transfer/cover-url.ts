/**
 * The importer's rule for a `cover:` value (docs/import-export.md, Front matter): our own upload
 * (`/uploads/<name>`, what a local cover becomes once copied) or an http(s) URL with a host and no
 * quote, bracket, angle bracket, backtick, backslash, control character or whitespace — nothing that
 * could leave a CSS `url()` or an HTML attribute where covers are shown. Anything else is dropped with
 * a warning; the post is still imported.
 */
const UPLOAD = /^\/uploads\/[A-Za-z0-9._-]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
const WEB = /^https?:\/\/[^\s\u0000-\u001f\u007f"'`<>()[\]{}\\]+$/i;

export function isImportableCover(url: string): boolean {
  if (url.length > 512) return false;
  if (UPLOAD.test(url) && !url.includes('..')) return true;
  if (!WEB.test(url)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}
