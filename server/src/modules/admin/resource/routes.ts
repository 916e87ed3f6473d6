import type { FastifyInstance } from 'fastify';
import { adminResourceContracts as api } from '@protocol/api/adminResource';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { createRoute, removeRoute, updateRoute } from '../shared/crud';
import * as service from './service';

/** Resource categories and their sites (protocol/api/adminResource.ts). */
export default async function adminResourceRoutes(app: FastifyInstance): Promise<void> {
  const CREATED = '创建成功';
  contractRoute(app, api.categoryList, async (request) => ok(await service.listCategories(app.db, request.query.type)));
  createRoute(app, api.categoryCreate, CREATED, (body) => service.createCategory(app.db, body));
  updateRoute(app, api.categoryUpdate, (id, body) => service.updateCategory(app.db, id, body));
  removeRoute(app, api.categoryRemove, (id) => service.deleteCategory(app.db, id));

  contractRoute(app, api.siteList, async (request) => ok(await service.listSites(app.db, request.query)));
  createRoute(app, api.siteCreate, CREATED, (body) => service.createSite(app.db, body));
  updateRoute(app, api.siteUpdate, (id, body) => service.updateSite(app.db, id, body));
  removeRoute(app, api.siteRemove, (id) => service.deleteSite(app.db, id));
}
