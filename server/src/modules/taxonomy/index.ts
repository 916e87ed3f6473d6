import type { FastifyInstance } from 'fastify';
import { registerTaxonomyRoutes } from './routes';

/** Category and tag dictionaries with public article counts (docs/behaviour.md §9.3). */
export default async function taxonomyModule(app: FastifyInstance): Promise<void> {
  registerTaxonomyRoutes(app);
}
