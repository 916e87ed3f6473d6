import type { FastifyInstance } from 'fastify';
import { registerConfigRoutes } from './routes';

/** Site configuration: GET /api/config and the page-view counter (docs/behaviour.md §8.1). */
export default async function configModule(app: FastifyInstance): Promise<void> {
  registerConfigRoutes(app);
}
