import type { FastifyRequest } from 'fastify';
import { compressForStore } from '../compression/compress';
import { negotiateEncoding } from '../compression/negotiate';
import { COMPRESSION_THRESHOLD_BYTES, type ContentEncoding } from '../compression/settings';
import { hasEncodedVariants } from '../compression/vary';
import type { CachedAnswer, ResponseCache } from './response-cache';

export interface EncodedBody {
  encoding: ContentEncoding;
  bytes: Buffer;
}

/**
 * Serves a cached answer's compressed form: made once per answer and encoding (the first hit that
 * asks for it waits; hits arriving meanwhile share the same job), then kept in the store with the
 * answer. Undefined when the client takes no encoding we make, or the answer is not worth
 * compressing — then the reply goes out as it is and @fastify/compress applies its usual rules.
 */
export function storedVariants(store: ResponseCache) {
  const making = new Map<string, Promise<Buffer>>();

  function make(key: string, answer: CachedAnswer, encoding: ContentEncoding): Promise<Buffer> {
    const job = `${encoding}\n${answer.etag}\n${key}`;
    const running = making.get(job);
    if (running) return running;
    const started = compressForStore(answer.body, encoding)
      .then(async (bytes) => {
        // Refused when the answer was dropped meanwhile or will not fit: this reply still uses it.
        await store.setVariant(key, answer.etag, encoding, bytes);
        return bytes;
      })
      .finally(() => making.delete(job));
    making.set(job, started);
    return started;
  }

  return async function variantFor(
    request: FastifyRequest,
    key: string,
    answer: CachedAnswer,
  ): Promise<EncodedBody | undefined> {
    if (request.headers['x-no-compression'] !== undefined) return undefined;
    // UTF-16 length ≤ UTF-8 bytes, so this never compresses what @fastify/compress would not.
    if (answer.body.length < COMPRESSION_THRESHOLD_BYTES || !hasEncodedVariants(answer.contentType)) return undefined;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return undefined;
    const bytes = (await store.getVariant(key, answer.etag, encoding)) ?? (await make(key, answer, encoding));
    return { encoding, bytes };
  };
}
