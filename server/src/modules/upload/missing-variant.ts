import type { onRequestHookHandler } from 'fastify';
import { VARIANT_FILE } from '@protocol/imageVariants';
import type { KnownObjects } from './known-objects';
import type { VariantQueue } from './variant-queue';

const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp'];

const exists = async (known: KnownObjects, key: string) => (await known.head(key)) !== null;

/**
 * For `GET /uploads/<hash>-<width>.<avif|webp>` whose file is not made yet (just uploaded, queue full,
 * or an image stored before variants existed): queues the image and sends the browser to the
 * original with a temporary, uncached redirect, so a srcset never shows a broken picture. A missing
 * placeholder is queued too and answers 404 (the box keeps its plain colour).
 */
export function missingVariantHook(known: KnownObjects, queue: VariantQueue): onRequestHookHandler {
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const file = /^\/uploads\/([^/?]+)(?:\?.*)?$/.exec(request.url)?.[1];
    const match = file ? VARIANT_FILE.exec(file) : null;
    if (!file || !match || (await exists(known, file))) return;
    const [, hash, width] = match;
    for (const ext of ORIGINAL_EXTENSIONS) {
      const original = `${hash}.${ext}`;
      if (!(await exists(known, original))) continue;
      queue.enqueue(original);
      if (width === 'ph') return;
      return reply.code(307).header('cache-control', 'no-store').redirect(`/uploads/${original}`, 307);
    }
  };
}
