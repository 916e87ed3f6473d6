import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { CacheTag } from '../../lib/cache/tags';
import { getStatistic } from './service';

/** Site totals for the home sidebar (api.md "Site and page"). */
export default async function statisticModule(app: FastifyInstance): Promise<void> {
  // api.md GET /api/statistic (no params, no body).
  app.get(
    '/api/statistic',
    { config: { cache: { tags: [CacheTag.articles, CacheTag.taxonomy, CacheTag.users] } } },
    async () => ok(await getStatistic(app.db)),
  );
}
