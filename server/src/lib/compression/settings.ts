import zlib from 'node:zlib';

/**
 * Only text we generate per request is worth compressing: audio and images are compressed already.
 * The feeds and the sitemap are XML; @fastify/compress compresses them by mime-db anyway, so they
 * must be here too, or a cached one would be compressed again on every hit (docs/caching.md).
 */
export const DYNAMIC_TEXT = /^(application\/(json|xml|rss\+xml|atom\+xml)|text\/(plain|html|css|javascript|xml))\b/;

/** Smaller bodies are sent as they are: the headers would outweigh the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** In the order the server prefers them when a client accepts both. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/** Per request: brotli 4 compresses about as fast as gzip 6 and smaller. */
export const BROTLI_QUALITY_PER_REQUEST = 4;
export const GZIP_LEVEL = 6;

/**
 * A cached answer's brotli form is made once and then served many times, so it can afford the
 * highest quality. On the 36 KB /article page (docs/performance.md, "/article page under load"):
 * q4 10.1 KB in 2 ms, q9 9.2 KB in 12 ms, q11 8.3 KB in 35 ms, once, off the event loop; every hit
 * after it writes a tenth fewer bytes, which is most of what a cached hit costs beyond a small answer.
 */
export const BROTLI_QUALITY_STORED = 11;

export const brotliParams = (quality: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality },
});
