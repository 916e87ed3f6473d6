import { Type } from '@sinclair/typebox';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { Envelope } from './envelope';

// Albums and their photos for readers: public ones only (docs/caching.md: photos).

const AlbumIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const AlbumItem = Type.Object({
  id: Type.Integer(),
  album_name: Type.String(),
  /** The album's cover, or its first public photo when none was chosen ('' when it has none). */
  album_cover: Type.String(),
  description: Type.String(),
});

export const PhotoItem = Type.Object({ id: Type.Integer(), url: Type.String() });

const tag = 'photo';

export const photoContracts = {
  albums: contract({
    method: 'GET',
    path: '/api/photoAlbum/getAllAlbumList',
    tag,
    summary: '公开相册列表 · Public albums',
    auth: 'public',
    response: Envelope(Type.Array(AlbumItem)),
    failures: [],
    cache: [CacheTag.photos],
  }),
  albumPhotos: contract({
    method: 'GET',
    path: '/api/photo/getAllPhotosByAlbumId/:id',
    tag,
    summary: '某个公开相册的照片 · Photos of one public album',
    auth: 'public',
    params: AlbumIdParams,
    response: Envelope(Type.Array(PhotoItem)),
    failures: [400, 404],
    cache: [CacheTag.photos],
  }),
};
