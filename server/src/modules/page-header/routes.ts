import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { listPageHeaders } from './service';

export function registerPageHeaderRoutes(app: FastifyInstance): void {
  // docs/behaviour.md §2.4 GET /api/pageHeader/getAll (no params, no body: nothing to validate).
  app.get('/api/pageHeader/getAll', async () => ok(await listPageHeaders(app.db)));
}
