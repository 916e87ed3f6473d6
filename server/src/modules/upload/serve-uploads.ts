import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../../lib/byte-range';
import { isValidKey, type ObjectInfo, type ObjectStorage } from '../../lib/storage';
import { SERVED_TYPES } from './image-sniff';

/** Content-named files (an image by its hash, its variants and placeholder): their bytes never change. */
const CONTENT_NAMED = /^[0-9a-f]{32}(?:-(?:\d{2,4}|ph))?\.(?:jpg|png|gif|webp|avif)$/;
/** Stored files may be anything an old seed or an import left: none of them may run in our origin. */
export const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const cacheControlOf = (key: string) =>
  CONTENT_NAMED.test(path.posix.basename(key)) ? 'public, max-age=31536000, immutable' : 'public, max-age=604800';

/** The headers every stored file is sent with, whichever store holds it (docs/security.md). */
function fileHeaders(reply: FastifyReply, info: ObjectInfo): void {
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
export function serveUploads(app: FastifyInstance, storage: ObjectStorage): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isValidKey(key)) return reply.callNotFound();
    const publicUrl = storage.publicUrl(key);
    if (!publicUrl.startsWith('/')) return reply.header('Cache-Control', cacheControlOf(key)).redirect(publicUrl, 301);
    const info = await storage.head(key);
    if (!info) return reply.callNotFound();
    fileHeaders(reply, info);
    if (notModified(request, info)) return reply.code(304).send();
    const header = request.headers.range;
    const range = header ? parseRange(header, info.size) : null;
    if (range === 'invalid') return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
    const length = range ? range.end - range.start + 1 : info.size;
    if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('Content-Length', length);
    if (request.method === 'HEAD') return reply.send();
    const body = await storage.get(key, range ?? undefined);
    if (!body) return reply.callNotFound();
    return reply.send(body);
  });
}
