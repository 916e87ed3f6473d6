import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { CacheTag } from '../../../lib/cache/tags';
import { EmptyEnvelope, Envelope } from '../../../lib/response-schemas';
import { Count, Created, IdListBody, IdParams, adminSchema } from '../shared/schemas';
import {
  AddedPhotos,
  AdminAlbum,
  AdminPhoto,
  CreateBody,
  MAX_FILES_PER_UPLOAD,
  OrderBody,
  UpdateBody,
  UrlListBody,
} from './schemas';
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
import { signedInUser } from '../../../lib/auth-user';

/** Albums (any status) and their photos: upload many at once, order, delete. */
export default async function adminAlbumRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { storage } = app;
  const { uploadMaxBytes } = app.config;
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: uploadMaxBytes + 1, files: MAX_FILES_PER_UPLOAD, fields: 5, parts: MAX_FILES_PER_UPLOAD + 5 },
  });

  app.get(
    '/api/admin/album',
    {
      schema: adminSchema('相册列表（全部状态） · Every album', {
        response: { 200: Envelope(Type.Array(AdminAlbum)) },
      }),
    },
    async () => ok(await listAlbums(app.db)),
  );

  app.post(
    '/api/admin/album',
    {
      config: { invalidates: [CacheTag.photos] },
      schema: adminSchema('新建相册 · Create an album', { body: CreateBody, response: { 200: Envelope(Created) } }),
    },
    async (request) => {
      const id = await createAlbum(app.db, request.body);
      return ok({ id }, '创建成功');
    },
  );

  app.put(
    '/api/admin/album/:id',
    {
      config: { invalidates: [CacheTag.photos] },
      schema: adminSchema(
        '修改相册（名称、封面、描述、公开/私密） · Edit an album',
        { params: IdParams, body: UpdateBody, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      await updateAlbum(app.db, request.params.id, request.body);
      return ok({ id: request.params.id }, '修改成功');
    },
  );

  app.delete(
    '/api/admin/album/:id',
    {
      config: { invalidates: [CacheTag.photos] },
      schema: adminSchema(
        '删除相册及其照片与不再使用的图片 · Delete an album with its photos and unused files',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await deleteAlbum(app.db, storage, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    '/api/admin/album/:id/photo',
    {
      schema: adminSchema(
        '相册内全部照片（按顺序） · Every photo of an album, in order',
        { params: IdParams, response: { 200: Envelope(Type.Array(AdminPhoto)) } },
        404,
      ),
    },
    async (request) => ok(await listPhotos(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/album/:id/photo/upload',
    {
      config: { invalidates: [CacheTag.photos] },
      bodyLimit: (uploadMaxBytes + 64 * 1024) * MAX_FILES_PER_UPLOAD,
      schema: adminSchema(
        `上传多张照片（multipart，最多 ${MAX_FILES_PER_UPLOAD} 个 file 字段） · Upload several photos at once`,
        { params: IdParams, consumes: ['multipart/form-data'], response: { 200: Envelope(AddedPhotos) } },
        404,
        413,
      ),
    },
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
  );

  app.post(
    '/api/admin/album/:id/photo',
    {
      config: { invalidates: [CacheTag.photos] },
      schema: adminSchema(
        '添加已上传的照片 · Add already uploaded photos',
        { params: IdParams, body: UrlListBody, response: { 200: Envelope(AddedPhotos) } },
        404,
      ),
    },
    async (request) => {
      const list = await addPhotos(app.db, request.params.id, request.body.urlList);
      return ok({ list }, '添加成功');
    },
  );

  app.put(
    '/api/admin/album/:id/photo/order',
    {
      config: { invalidates: [CacheTag.photos] },
      schema: adminSchema(
        '调整照片顺序 · Reorder an album’s photos',
        { params: IdParams, body: OrderBody, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await orderPhotos(app.db, request.params.id, request.body.idList);
      return ok(null, '排序已保存');
    },
  );

  app.post(
    '/api/admin/photo/delete',
    {
      config: { invalidates: [CacheTag.photos] },
      schema: adminSchema('删除照片（及不再使用的图片） · Delete photos and unused files', {
        body: IdListBody,
        response: { 200: Envelope(Count) },
      }),
    },
    async (request) => {
      const count = await deletePhotos(app.db, storage, request.body.idList);
      return ok({ count }, '删除成功');
    },
  );
}
