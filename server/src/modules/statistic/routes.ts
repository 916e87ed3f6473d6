import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { CacheTag } from '../../lib/cache/tags';
import { Envelope, failures } from '../../lib/response-schemas';
import { Statistic } from './schemas';
import { getStatistic } from './service';

/** Site totals for the home sidebar (docs/behaviour.md §8.1). */
export default async function statisticModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // docs/behaviour.md §8.1: GET /api/statistic (no params, no body).
  app.get(
    '/api/statistic',
    {
      schema: {
        tags: ['statistic'],
        summary: '文章、分类、标签、用户总数 · Article, category, tag and user totals',
        response: { 200: Envelope(Statistic), ...failures() },
      },
      config: { cache: { tags: [CacheTag.articles, CacheTag.taxonomy, CacheTag.users] } },
    },
    async () => ok(await getStatistic(app.db)),
  );
}
