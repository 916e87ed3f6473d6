import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILES_PER_UPLOAD, adminAlbumContracts as api } from '@protocol/api/adminAlbum';
import { signedInUser } from '../../../lib/auth-user';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { bulkDeleteRoute, createRoute, removeRoute, updateRoute } from '../shared/crud';
import {
  addPhotos,
  createAlbum,
  deleteAlbum,
  deletePhotos,
  listAlbums,
  listPhotos,
  orderPhotos,
  requireAlbum,
  updateAlbum,
} from './service';
import { saveUploadedImages } from './upload-many';

/** Albums (any status) and their photos (protocol/api/adminAlbum.ts). */
export default async function adminAlbumRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app;
  const { uploadMaxBytes } = app.config;
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: uploadMaxBytes + 1, files: MAX_FILES_PER_UPLOAD, fields: 5, parts: MAX_FILES_PER_UPLOAD + 5 },
  });

  contractRoute(app, api.list, async () => ok(await listAlbums(app.db)));
  createRoute(app, api.create, '创建成功', (body) => createAlbum(app.db, body));
  updateRoute(app, api.update, (id, body) => updateAlbum(app.db, id, body));
  removeRoute(app, api.remove, (id) => deleteAlbum(app.db, app, id));

  contractRoute(app, api.photos, async (request) => ok(await listPhotos(app.db, request.params.id)));

  contractRoute(
    app,
    api.upload,
    async (request) => {
      await requireAlbum(app.db, request.params.id);
      const saved = await saveUploadedImages(request, app.db, signedInUser(request).id, storage, uploadMaxBytes);
      try {
        const list = await addPhotos(app.db, request.params.id, saved.urls);
        return ok({ list }, '上传成功');
      } catch (error) {
        await saved.undo();
        throw error;
      }
    },
    { bodyLimit: (uploadMaxBytes + 64 * 1024) * MAX_FILES_PER_UPLOAD },
  );

  contractRoute(app, api.addPhotos, async (request) =>
    ok({ list: await addPhotos(app.db, request.params.id, request.body.urlList) }, '添加成功'),
  );

  contractRoute(app, api.order, async (request) => {
    await orderPhotos(app.db, request.params.id, request.body.idList);
    return ok(null, '排序已保存');
  });

  bulkDeleteRoute(app, api.deletePhotos, (ids) => deletePhotos(app.db, app, ids));
}
