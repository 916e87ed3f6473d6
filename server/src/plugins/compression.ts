import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Only text we generate per request is worth compressing: audio and images are compressed already. */
const DYNAMIC_TEXT = /^(application\/json|text\/(plain|html|css|javascript))\b/;

/**
 * Compresses dynamic text responses (the API's JSON, lyrics, robots.txt) for clients that accept it.
 * The SPA's own files ship pre-compressed from the build (plugins/spa.ts), so they cost no CPU here.
 * Brotli at quality 4 compresses about as fast as gzip 6 and smaller. Request bodies are never
 * decompressed: clients send plain JSON, and an inflating body would sidestep the body limit.
 */
export default fp(async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: DYNAMIC_TEXT,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
