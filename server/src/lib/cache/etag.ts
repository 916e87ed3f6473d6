import crypto from 'node:crypto';

/** A strong ETag for a body: the same bytes always give the same tag, on every process. */
export function strongEtag(body: string): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Compression changes the bytes, so the compressed representation carries its own tag
 * (`"abc-br"`), as Apache does. Both forms stand for the same answer when revalidating.
 */
export function etagForEncoding(etag: string, encoding: string | undefined): string {
  if (!encoding || encoding === 'identity') return etag;
  return `${etag.slice(0, -1)}-${encoding}"`;
}

const ENCODING_SUFFIX = /-(br|gzip|deflate)"$/;

/**
 * RFC 9110 If-None-Match: `*` or a comma-separated list of entity tags. Weak comparison is what
 * the standard asks for here, so a `W/` prefix (added by some proxies) still matches.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '').replace(ENCODING_SUFFIX, '"');
    return tag === etag;
  });
}
