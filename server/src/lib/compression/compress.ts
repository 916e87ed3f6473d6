import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BROTLI_QUALITY_STORED, GZIP_LEVEL, brotliParams, type ContentEncoding } from './settings';

/**
 * Compresses a body once for storing (off the event loop, in libuv's pool). Looked up on the zlib
 * module at call time, so tests can count the calls.
 */
export function compressForStore(body: string, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'br') return promisify(zlib.brotliCompress)(body, brotliParams(BROTLI_QUALITY_STORED));
  return promisify(zlib.gzip)(body, { level: GZIP_LEVEL });
}
