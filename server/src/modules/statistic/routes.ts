import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { getStatistic } from './service';

/** Site totals for the home sidebar (docs/behaviour.md §8.1). */
export default async function statisticModule(app: FastifyInstance): Promise<void> {
  // docs/behaviour.md §8.1: GET /api/statistic (no params, no body).
  app.get('/api/statistic', async () => ok(await getStatistic(app.db)));
}
