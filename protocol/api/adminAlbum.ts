import { Type, type Static } from '@sinclair/typebox';
import { AdminAlbumRow, AdminPhotoRow } from '../adminRows';
import { bulkDeleteAt, createAt, listAt, removeAt, updateAt } from './adminCrud';
import { IdListBody, IdParams, ImageUrl, PublicStatus } from './adminSchemas';
import { CacheTag } from './cacheTags';
import { EmptyEnvelope, Envelope } from './envelope';
import { contract } from './contract';

// Albums (any status) and their photos on the desk: upload many at once, order, delete. Every
// write changes the public albums (docs/caching.md).

/** One request may carry this many files. */
export const MAX_FILES_PER_UPLOAD = 20;

const fields = {
  album_name: Type.String({ minLength: 1, maxLength: 64 }),
  album_cover: ImageUrl,
  description: Type.String({ maxLength: 500 }),
  status: PublicStatus,
};
const Fields = Type.Object(fields);
export type AlbumInput = Static<typeof Fields>;

const AddedPhotos = Envelope(
  Type.Object({ list: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String() })) }),
);

const path = '/api/admin/album';
const photos = '/api/admin/album/:id/photo';
const written = [CacheTag.photos];
const desk = { tag: 'admin', auth: 'admin', params: IdParams, invalidates: written } as const;

export const adminAlbumContracts = {
  list: listAt(path, '相册列表（全部状态） · Every album', Envelope(Type.Array(AdminAlbumRow))),
  create: createAt(
    path,
    '新建相册 · Create an album',
    Type.Object(
      {
        album_name: fields.album_name,
        album_cover: Type.Optional(fields.album_cover),
        description: Type.Optional(fields.description),
        status: Type.Optional(fields.status),
      },
      { additionalProperties: false },
    ),
    written,
  ),
  update: updateAt(
    path,
    '修改相册（名称、封面、描述、公开/私密） · Edit an album',
    Type.Partial(Fields, { additionalProperties: false, minProperties: 1 }),
    written,
  ),
  remove: removeAt(
    path,
    '删除相册及其照片与不再使用的图片 · Delete an album with its photos and unused files',
    written,
  ),
  photos: contract({
    tag: 'admin',
    auth: 'admin',
    method: 'GET',
    path: photos,
    summary: '相册内全部照片（按顺序） · Every photo of an album, in order',
    params: IdParams,
    response: Envelope(Type.Array(AdminPhotoRow)),
    failures: [400, 404],
  }),
  upload: contract({
    ...desk,
    method: 'POST',
    path: `${photos}/upload`,
    summary: `上传多张照片（multipart，最多 ${MAX_FILES_PER_UPLOAD} 个 file 字段） · Upload several photos at once`,
    multipart: true,
    response: AddedPhotos,
    failures: [400, 404, 413],
  }),
  addPhotos: contract({
    ...desk,
    method: 'POST',
    path: photos,
    summary: '添加已上传的照片 · Add already uploaded photos',
    body: Type.Object(
      { urlList: Type.Array(Type.String({ ...ImageUrl, minLength: 1 }), { minItems: 1, maxItems: 50 }) },
      { additionalProperties: false },
    ),
    response: AddedPhotos,
    failures: [400, 404],
  }),
  order: contract({
    ...desk,
    method: 'PUT',
    path: `${photos}/order`,
    summary: '调整照片顺序 · Reorder an album’s photos',
    // The album's photos in their new order.
    body: IdListBody,
    response: EmptyEnvelope(),
    failures: [400, 404],
  }),
  deletePhotos: bulkDeleteAt(
    '/api/admin/photo',
    '删除照片（及不再使用的图片） · Delete photos and unused files',
    written,
  ),
};
