import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { getStatistic } from './service';

export function registerStatisticRoutes(app: FastifyInstance): void {
  // docs/behaviour.md §8.1 GET /api/statistic (no params, no body).
  app.get('/api/statistic', async () => ok(await getStatistic(app.db)));
}
