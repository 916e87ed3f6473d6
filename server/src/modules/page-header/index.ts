import type { FastifyInstance } from 'fastify';
import { registerPageHeaderRoutes } from './routes';

/** Page banners per route (docs/behaviour.md §2.4). */
export default async function pageHeaderModule(app: FastifyInstance): Promise<void> {
  registerPageHeaderRoutes(app);
}
