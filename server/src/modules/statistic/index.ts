import type { FastifyInstance } from 'fastify';
import { registerStatisticRoutes } from './routes';

/** Site totals for the home sidebar (api.md "Site and page"). */
export default async function statisticModule(app: FastifyInstance): Promise<void> {
  registerStatisticRoutes(app);
}
