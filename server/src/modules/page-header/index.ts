import type { FastifyInstance } from 'fastify';
import { registerPageHeaderRoutes } from './routes';

/** Page banners per route (api.md "Site and page"). */
export default async function pageHeaderModule(app: FastifyInstance): Promise<void> {
  registerPageHeaderRoutes(app);
}
