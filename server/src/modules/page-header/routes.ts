import type { FastifyInstance } from 'fastify';
import { pageHeaderContracts as api } from '@protocol/api/pageHeader';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { listPageHeaders } from './service';

/** Page banners per route (docs/behaviour.md §2.4). */
export default async function pageHeaderModule(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.all, async () => ok(await listPageHeaders(app.db)));
}
