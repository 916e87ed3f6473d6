import type { FastifyInstance } from 'fastify';
import { adminPageHeaderContracts as api } from '@protocol/api/adminPageHeader';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { listPageHeaders } from '../../page-header';
import { createRoute, removeRoute, updateRoute } from '../shared/crud';
import { createBanner, deleteBanner, updateBanner } from './service';

/** Page banners per route name (protocol/api/adminPageHeader.ts). */
export default async function adminPageHeaderRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.list, async () => ok(await listPageHeaders(app.db)));
  createRoute(app, api.create, '添加成功', (body) => createBanner(app.db, body));
  updateRoute(app, api.update, (id, body) => updateBanner(app.db, id, body));
  removeRoute(app, api.remove, (id) => deleteBanner(app.db, id));
}
