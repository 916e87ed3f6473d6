import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { listPageHeaders } from './service';

/** Page banners per route (docs/behaviour.md §2.4). */
export default async function pageHeaderModule(app: FastifyInstance): Promise<void> {
  // docs/behaviour.md §2.4: GET /api/pageHeader/getAll (no params, no body: nothing to validate).
  app.get('/api/pageHeader/getAll', async () => ok(await listPageHeaders(app.db)));
}
