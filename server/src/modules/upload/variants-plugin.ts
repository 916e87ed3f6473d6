import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { VariantQueue } from './variant-queue';
import { variantLockFor } from './variant-lock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes stored images' AVIF/WebP variants off the request path (docs/performance.md, "Images"). */
    imageVariants: VariantQueue;
  }
}

/**
 * One variant queue for the whole app (the upload route, the admin's album upload and the
 * missing-variant fallback share its bound), closed with the app.
 */
/** The plugin's name: modules that use `app.imageVariants` list it in their fastify-plugin `dependencies`. */
export const IMAGE_VARIANTS_PLUGIN = 'image-variants';

export default fp(
  async function imageVariantsPlugin(app: FastifyInstance) {
    const queue = new VariantQueue(app.storage, app.log, variantLockFor(app.redis, app.db));
    app.decorate('imageVariants', queue);
    app.addHook('onClose', () => queue.close());
  },
  { name: IMAGE_VARIANTS_PLUGIN },
);
