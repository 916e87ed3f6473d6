import type { FastifyInstance } from 'fastify';
import { registerConfigRoutes } from './routes';

/** Site configuration: GET /api/config and the page-view counter (api.md "Site and page"). */
export default async function configModule(app: FastifyInstance): Promise<void> {
  registerConfigRoutes(app);
}
