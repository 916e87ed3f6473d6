import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { badRequest, tooLarge, tooManyRequests } from '../../lib/errors';
import { ADMIN_ROLE, signedInUser } from '../../lib/auth-user';
import { uploadContracts as api } from '@protocol/api/upload';
import { contractRoute } from '../../lib/contract-route';
import { readLimited } from './read-limited';
import { readingMultipart } from './multipart-errors';
import { quotaMessage, releaseUpload, reserveUpload } from './quota';
import { checkImage, hasVariants, storeImage } from './image-pipeline';
import { missingVariantHook } from './missing-variant';
import { isContentNamed, serveUploads } from './serve-uploads';
import { KnownObjects } from './known-objects';
import fp from 'fastify-plugin';
import { IMAGE_VARIANTS_PLUGIN } from './variants-plugin';

/** Per client: without a bound one account could fill the disk with uploadMaxBytes-sized images. */
export const UPLOADS_PER_MINUTE = 30;

/**
 * POST /api/upload/img (docs/behaviour.md §4.6): logged-in users, one multipart field `file`, images only
 * (sniffed from the bytes, then decoded whole), config.uploadMaxBytes at most, named by content. Files
 * are written only after every check passed, so a refused upload leaves nothing behind; variants are
 * queued after the answer. Also serves the upload store (seed images included) at /uploads/.
 */
async function uploadModule(app: FastifyInstance) {
  const { storage } = app;
  const { uploadMaxBytes } = app.config;
  const variants = app.imageVariants;
  const limitText = `图片大小不能超过 ${Math.round((uploadMaxBytes / 1024 / 1024) * 10) / 10} MB`;

  // One byte over the limit lets readLimited tell "exactly the limit" from "cut at the limit"; the
  // parser's own throw is off because its check races with the end of the stream (see readLimited).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: uploadMaxBytes + 1, files: 1, fields: 5, parts: 6 },
  });

  contractRoute(
    app,
    api.image,
    async (request) => {
      if (!request.isMultipart()) throw badRequest('请选择要上传的图片');
      const data = await readingMultipart(async () => {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw badRequest('请选择要上传的图片');
        return readLimited(part.file, uploadMaxBytes);
      });
      if (!data) throw tooLarge(limitText);
      if (data.length === 0) throw badRequest('请选择要上传的图片');
      const image = await checkImage(data);
      const { name } = image;
      // Per-user daily byte quota (admins exempt), counted in the database so a restart keeps it.
      const user = signedInUser(request);
      const quota = user.role === ADMIN_ROLE ? null : app.config.uploadDailyQuotaBytes;
      const reservation = await reserveUpload(app.db, user.id, name, data.length, quota);
      if (reservation === null) throw tooManyRequests(quotaMessage(app.config.uploadDailyQuotaBytes));
      try {
        await storeImage(storage, image);
      } catch (error) {
        await releaseUpload(app.db, reservation);
        throw error;
      }
      if (hasVariants(name)) variants.enqueue(name);
      return ok({ url: `/uploads/${name}` }, '上传成功');
    },
    { config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } } },
  );

  // What the store said of files that never change, so serving one from a bucket is one call.
  const known = new KnownObjects(storage, isContentNamed);
  // A variant not made yet sends the browser to the original meanwhile (and queues it).
  app.addHook('onRequest', missingVariantHook(known, variants));

  // A content name's bytes never change: cached for a year, immutable. Other files there (the old
  // seed images' fixed names) may be regenerated and keep a week.
  serveUploads(app, storage, known);
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(uploadModule, { name: 'upload-module', encapsulate: true, dependencies: [IMAGE_VARIANTS_PLUGIN] });
