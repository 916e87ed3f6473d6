import type { FastifyInstance } from 'fastify';
import { statisticContracts as api } from '@protocol/api/statistic';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { getStatistic } from './service';

/** Site totals for the home sidebar (docs/behaviour.md §8.1). */
export default async function statisticModule(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.totals, async () => ok(await getStatistic(app.db)));
}
