import type { FastifyInstance } from 'fastify';
import { photoContracts as api } from '@protocol/api/photo';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { albumPhotos, publicAlbums } from './service';

/** Albums and their photos for readers: public ones only (docs/caching.md: photos). */
export default async function photoRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.albums, async () => ok(await publicAlbums(app.db)));
  contractRoute(app, api.albumPhotos, async (request) => ok(await albumPhotos(app.db, request.params.id)));
}
