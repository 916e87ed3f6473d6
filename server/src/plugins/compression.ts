import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  BROTLI_QUALITY_PER_REQUEST,
  COMPRESSION_THRESHOLD_BYTES,
  DYNAMIC_TEXT,
  ENCODINGS,
  GZIP_LEVEL,
  brotliParams,
} from '../lib/compression/settings';
import { hasEncodedVariants, varyOnEncoding } from '../lib/compression/vary';

/**
 * Compresses dynamic text responses (the API's JSON, lyrics, robots.txt) for clients that accept it.
 * The SPA's own files ship pre-compressed from the build (plugins/static-files.ts), and cached answers keep
 * their compressed forms (plugins/response-cache.ts), so neither costs CPU here. Request bodies are
 * never decompressed: clients send plain JSON, and an inflating body would sidestep the body limit.
 */
export default fp(async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
    customTypes: DYNAMIC_TEXT,
    brotliOptions: brotliParams(BROTLI_QUALITY_PER_REQUEST),
    zlibOptions: { level: GZIP_LEVEL },
  });
  // @fastify/compress says Vary only on what it compressed; the plain answers of the same URLs
  // (no Accept-Encoding, a small body) are variants too (lib/compression/vary.ts).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (hasEncodedVariants(reply.getHeader('content-type'))) varyOnEncoding(reply);
    return payload;
  });
});
