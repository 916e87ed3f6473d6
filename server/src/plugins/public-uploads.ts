import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { uploadAddresses, type ObjectStorage } from '../lib/storage';

/** The answers whose text may name uploads: the API's JSON and the rendered pages. */
const TEXT_TYPES = /^(?:application\/json|text\/html)\b/;

/**
 * Serving mode (b) (docs/deploy.md "Object storage"): with S3_PUBLIC_URL, every JSON answer and page
 * names uploads by the bucket's public address, so a browser fetches them from the CDN without a
 * redirect through the site; bodies coming in have those addresses turned back into `/uploads/<key>`
 * before validation, so what is stored never depends on the serving mode. Registered before the
 * response cache, so a cached answer is translated once, when it is stored. Nothing at all without a
 * public base.
 */
export default fp(async function publicUploadsPlugin(app: FastifyInstance, options: { storage: ObjectStorage }) {
  const addresses = uploadAddresses(options.storage);
  if (addresses.base === null) return;
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object') request.body = addresses.toStored(request.body);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || reply.getHeader('x-cache') === 'HIT') return payload;
    return TEXT_TYPES.test(String(reply.getHeader('content-type') ?? '')) ? addresses.toPublic(payload) : payload;
  });
});
