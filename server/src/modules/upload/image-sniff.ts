/** Image kinds we accept (docs/behaviour.md §4.6, docs/security.md): decided from the leading bytes, never from the name or header. */
export type ImageKind = { ext: 'jpg' | 'png' | 'gif' | 'webp'; mime: string };

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

export const NOT_IMAGE = '只能上传 jpg、png、gif、webp 格式的图片';

export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length < 12) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** Content types for what /uploads/ serves; anything else goes out as a download. */
export const SERVED_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  // Demo content may ship SVG; it is served under a sandboxing CSP so scripts in it never run.
  '.svg': 'image/svg+xml',
};
