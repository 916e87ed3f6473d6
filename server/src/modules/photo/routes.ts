import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CacheTag } from '../../lib/cache/tags';
import { ok } from '../../lib/envelope';
import { Envelope, failures } from '../../lib/response-schemas';
import { AlbumIdParams, AlbumItem, PhotoItem } from './schemas';
import { albumPhotos, publicAlbums } from './service';

const CACHED = { cache: { tags: [CacheTag.photos] } };

/** Albums and their photos for readers: public ones only (docs/caching.md: photos). */
export default async function photoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['photo'];

  app.get(
    '/api/photoAlbum/getAllAlbumList',
    {
      schema: {
        tags,
        summary: '公开相册列表 · Public albums',
        response: { 200: Envelope(Type.Array(AlbumItem)), ...failures() },
      },
      config: CACHED,
    },
    async () => ok(await publicAlbums(app.db)),
  );

  app.get(
    '/api/photo/getAllPhotosByAlbumId/:id',
    {
      schema: {
        tags,
        summary: '某个公开相册的照片 · Photos of one public album',
        params: AlbumIdParams,
        response: { 200: Envelope(Type.Array(PhotoItem)), ...failures(400, 404) },
      },
      config: CACHED,
    },
    async (request) => ok(await albumPhotos(app.db, request.params.id)),
  );
}
