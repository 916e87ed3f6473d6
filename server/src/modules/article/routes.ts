import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { addReadingDuration, getArticle, recommend } from './detail';
import { ArticleSummary, DurationParams, IdParams, PageParams, PagedEnvelope, SearchParams, TaxonomyPageBody } from './schemas';
import { searchArticles } from './search';
import { homeList, hotArticles, listBy, timeline } from './service';

/** Reading time is reported by every reader's page; 60 a minute per client is ample and bounds inflation. */
const READING_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Public article reading: lists, timeline, detail, recommendations, hot list, search (docs/behaviour.md §9).
 * Payloads and results as docs/behaviour.md §9.1–9.3 describe them.
 */
export default async function articleModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const prefix = '/api/article';

  // The hot path of the home page: a response schema lets fast-json-stringify serialise it.
  app.get(
    `${prefix}/blogHomeGetArticleList/:current/:size`,
    { schema: { params: PageParams, response: { 200: PagedEnvelope(ArticleSummary) } } },
    async (request) => ok(await homeList(app.db, request.params.current, request.params.size)),
  );

  app.get(`${prefix}/blogTimelineGetArticleList/:current/:size`, { schema: { params: PageParams } }, async (request) =>
    ok(await timeline(app.db, request.params.current, request.params.size)),
  );

  app.post(`${prefix}/getArticleListByTagId`, { schema: { body: TaxonomyPageBody } }, async (request) =>
    ok(await listBy(app.db, 'tag', request.body.id, request.body.current, request.body.size)),
  );

  app.post(`${prefix}/getArticleListByCategoryId`, { schema: { body: TaxonomyPageBody } }, async (request) =>
    ok(await listBy(app.db, 'category', request.body.id, request.body.current, request.body.size)),
  );

  app.get(`${prefix}/getArticleById/:id`, { schema: { params: IdParams } }, async (request) => ok(await getArticle(app.db, request.params.id)));

  app.get(`${prefix}/getRecommendArticleById/:id`, { schema: { params: IdParams } }, async (request) =>
    ok(await recommend(app.db, request.params.id)),
  );

  app.get(`${prefix}/getHotArticle`, async () => ok(await hotArticles(app.db)));

  app.get(`${prefix}/getArticleListByContent/:text`, { schema: { params: SearchParams } }, async (request) =>
    ok(await searchArticles(app.db, request.params.text)),
  );

  app.put(
    `${prefix}/addReadingDuration/:id/:duration`,
    { schema: { params: DurationParams }, config: { rateLimit: READING_RATE_LIMIT } },
    async (request) => {
      await addReadingDuration(app.db, request.params.id, request.params.duration);
      return ok(null);
    },
  );
}
