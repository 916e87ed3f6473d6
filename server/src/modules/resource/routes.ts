import type { FastifyInstance } from 'fastify';
import { resourceContracts as api } from '@protocol/api/resource';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { categoryList, siteList } from './service';

/** Frontend and backend recommendations: categories and their sites, from the database. */
export default async function resourceRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.categories, async (request) => ok(await categoryList(app.db, request.params.type)));
  contractRoute(app, api.sites, async (request) => ok(await siteList(app.db, request.params.type, request.params.key)));
}
