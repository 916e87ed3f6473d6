import type { FastifyInstance } from 'fastify';
import { registerStatisticRoutes } from './routes';

/** Site totals for the home sidebar (docs/behaviour.md §8.1). */
export default async function statisticModule(app: FastifyInstance): Promise<void> {
  registerStatisticRoutes(app);
}
