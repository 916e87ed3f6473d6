import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { CacheTag } from '../../lib/cache/tags';
import { addReadingDuration, getArticle, recommend } from './detail';
import {
  ArticleSummary,
  DurationParams,
  IdParams,
  PageParams,
  PagedEnvelope,
  SearchParams,
  TaxonomyPageBody,
} from './schemas';
import { searchArticles } from './search';
import { homeList, hotArticles, listBy, timeline } from './service';

/** Reading time is reported by every reader's page; 60 a minute per client is ample and bounds inflation. */
const READING_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

// What each cached answer shows (docs/caching.md). Summaries carry the counters, cards do not.
const SUMMARIES = { cache: { tags: [CacheTag.articles, CacheTag.articleCounters, CacheTag.taxonomy, CacheTag.users] } };
const CARDS = { cache: { tags: [CacheTag.articles] } };
const HOT = { cache: { tags: [CacheTag.articles, CacheTag.articleCounters] } };

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
    { schema: { params: PageParams, response: { 200: PagedEnvelope(ArticleSummary) } }, config: SUMMARIES },
    async (request) => ok(await homeList(app.db, request.params.current, request.params.size)),
  );

  app.get(
    `${prefix}/blogTimelineGetArticleList/:current/:size`,
    { schema: { params: PageParams }, config: CARDS },
    async (request) => ok(await timeline(app.db, request.params.current, request.params.size)),
  );

  app.post(`${prefix}/getArticleListByTagId`, { schema: { body: TaxonomyPageBody } }, async (request) =>
    ok(await listBy(app.db, 'tag', request.body.id, request.body.current, request.body.size)),
  );

  app.post(`${prefix}/getArticleListByCategoryId`, { schema: { body: TaxonomyPageBody } }, async (request) =>
    ok(await listBy(app.db, 'category', request.body.id, request.body.current, request.body.size)),
  );

  // Not cached: every read counts a view. The count it adds drops the answers that show counters.
  app.get(`${prefix}/getArticleById/:id`, { schema: { params: IdParams } }, async (request) => {
    const article = await getArticle(app.db, request.params.id);
    await app.cache.invalidate([CacheTag.articleCounters]);
    return ok(article);
  });

  app.get(`${prefix}/getRecommendArticleById/:id`, { schema: { params: IdParams }, config: CARDS }, async (request) =>
    ok(await recommend(app.db, request.params.id)),
  );

  app.get(`${prefix}/getHotArticle`, { config: HOT }, async () => ok(await hotArticles(app.db)));

  app.get(`${prefix}/getArticleListByContent/:text`, { schema: { params: SearchParams } }, async (request) =>
    ok(await searchArticles(app.db, request.params.text)),
  );

  app.put(
    `${prefix}/addReadingDuration/:id/:duration`,
    { schema: { params: DurationParams }, config: { rateLimit: READING_RATE_LIMIT } },
    async (request) => {
      await addReadingDuration(app.db, request.params.id, request.params.duration);
      await app.cache.invalidate([CacheTag.articleCounters]);
      return ok(null);
    },
  );
}
