import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../../lib/byte-range';
import { isValidKey, type ObjectInfo, type ObjectStorage } from '../../lib/storage';
import { SERVED_TYPES } from './image-sniff';
import type { KnownObjects } from './known-objects';

/** Content-named files (an image by its hash, its variants and placeholder): their bytes never change. */
const CONTENT_NAMED = /^[0-9a-f]{32}(?:-(?:\d{2,4}|ph))?\.(?:jpg|png|gif|webp|avif)$/;

/** Whether a key's bytes never change, so what `head` said of it can be kept (known-objects.ts). */
export const isContentNamed = (key: string): boolean => CONTENT_NAMED.test(key);
/** Stored files may be anything an old seed or an import left: none of them may run in our origin. */
export const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const cacheControlOf = (key: string) =>
  CONTENT_NAMED.test(path.posix.basename(key)) ? 'public, max-age=31536000, immutable' : 'public, max-age=604800';

/** The headers every stored file is sent with, whichever store holds it (docs/security.md). */
function fileHeaders(reply: FastifyReply, info: ObjectInfo): FastifyReply {
  const type = SERVED_TYPES[path.posix.extname(info.key).toLowerCase()];
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Last-Modified', info.modified.toUTCString())
    .header('ETag', info.etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', UPLOADS_CSP)
    .header('Cache-Control', cacheControlOf(info.key));
  if (type) reply.header('Content-Type', type);
  else reply.header('Content-Type', 'application/octet-stream').header('Content-Disposition', 'attachment');
  return reply;
}

/** A conditional GET the browser's copy already answers (If-None-Match first, as HTTP says). */
function notModified(request: FastifyRequest, info: ObjectInfo): boolean {
  const tags = request.headers['if-none-match'];
  if (tags) return tags.split(',').some((tag) => tag.trim() === info.etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(info.modified.getTime() / 1000) * 1000 <= since;
}

/**
 * GET /uploads/<key> (docs/behaviour.md §4.6): the stored file, streamed from the store with Range,
 * conditional requests and the sandboxing headers. With a public base URL (S3_PUBLIC_URL) the
 * browser is sent there instead, so the bucket's CDN serves the bytes. No listings: a folder or a
 * key with a dot segment is not a file.
 */
export function serveUploads(app: FastifyInstance, storage: ObjectStorage, known: KnownObjects): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isValidKey(key)) return reply.callNotFound();
    const publicUrl = storage.publicUrl(key);
    if (!publicUrl.startsWith('/')) return reply.header('Cache-Control', cacheControlOf(key)).redirect(publicUrl, 301);
    const info = await known.head(key);
    if (!info) return reply.callNotFound();
    if (notModified(request, info)) return fileHeaders(reply, info).code(304).send();
    const header = request.headers.range;
    const range = header ? parseRange(header, info.size) : null;
    if (range === 'invalid')
      return fileHeaders(reply, info).code(416).header('Content-Range', `bytes */${info.size}`).send();
    const body = request.method === 'HEAD' ? null : await storage.get(key, range ?? undefined);
    if (!body && request.method !== 'HEAD') {
      // Deleted since the store was asked (maybe by another process): no headers of it are sent.
      known.forget(key);
      return reply.callNotFound();
    }
    fileHeaders(reply, info).header('Content-Length', range ? range.end - range.start + 1 : info.size);
    if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    return reply.send(body ?? undefined);
  });
}
