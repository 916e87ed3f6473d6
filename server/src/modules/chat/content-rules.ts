import fs from 'node:fs';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';

/** Our own emoji images only (api.md: HTML from a small safe list). */
const EMOJI_SRC = /^\/emoji\/[a-z0-9_-]{1,64}\.(png|gif|webp|svg)$/;
/** Upload names are random; the accounts module serves them under /uploads/<name>.<ext>. */
const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9_-]{1,128}\.(jpg|png|gif|webp))$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['br', 'div', 'p', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'img'],
  allowedAttributes: { img: ['src', 'alt'] },
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !EMOJI_SRC.test(frame.attribs.src ?? ''),
};

/** Something that can start an element, comment or declaration; without one the text is plain. */
const TAG_START = /<[a-zA-Z/!?]/;

/**
 * Plain text is kept verbatim (the client renders it as text, so `1 < 2` must not become `&lt;`);
 * anything with a tag is sanitised markup. '' when nothing visible remains (the send is refused).
 */
export function sanitizeChatText(input: string): string {
  if (!TAG_START.test(input)) return input.trim();
  const clean = sanitizeHtml(input, OPTIONS).trim();
  const visible = clean
    .replace(/<br\s*\/?>|<\/?(div|p|span|b|strong|i|em|u|s)>/g, '')
    .replace(/&nbsp;/g, '')
    .trim();
  return visible === '' ? '' : clean;
}

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
