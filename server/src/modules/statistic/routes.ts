import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { Envelope, failures } from '../../lib/response-schemas';
import { Statistic } from './schemas';
import { getStatistic } from './service';

/** Site totals for the home sidebar (api.md "Site and page"). */
export default async function statisticModule(app: FastifyInstance): Promise<void> {
  // api.md GET /api/statistic (no params, no body).
  app.get(
    '/api/statistic',
    {
      schema: {
        tags: ['statistic'],
        summary: '文章、分类、标签、用户总数 · Article, category, tag and user totals',
        response: { 200: Envelope(Statistic), ...failures() },
      },
    },
    async () => ok(await getStatistic(app.db)),
  );
}
