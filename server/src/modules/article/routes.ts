import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../lib/envelope';
import { CacheTag } from '../../lib/cache/tags';
import { EmptyEnvelope, Envelope, Paged, failures } from '../../lib/response-schemas';
import { addReadingDuration, getArticle, recommend } from './detail';
import {
  ArticleCard,
  ArticleDetailSchema,
  ArticleSummary,
  DurationParams,
  HotArticle,
  IdParams,
  PageParams,
  Recommendation,
  SearchHit,
  SearchPageParams,
  SearchParams,
  TaxonomyPageBody,
  TimelineYear,
} from './schemas';
import { searchArticles, searchPage } from './search';
import { homeList, hotArticles, listBy, timeline } from './service';

/** Reading time is reported by every reader's page; 60 a minute per client is ample and bounds inflation. */
const READING_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const tags = ['article'];

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
    {
      schema: {
        tags,
        summary: '首页文章列表（置顶优先） · Home article list, pinned first',
        params: PageParams,
        response: { 200: Paged(ArticleSummary), ...failures(400) },
      },
      config: SUMMARIES,
    },
    async (request) => ok(await homeList(app.db, request.params.current, request.params.size)),
  );

  app.get(
    `${prefix}/blogTimelineGetArticleList/:current/:size`,
    {
      schema: {
        tags,
        summary: '时间轴（按年分组） · Timeline grouped by year',
        params: PageParams,
        response: { 200: Paged(TimelineYear), ...failures(400) },
      },
      config: CARDS,
    },
    async (request) => ok(await timeline(app.db, request.params.current, request.params.size)),
  );

  app.post(
    `${prefix}/getArticleListByTagId`,
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '某标签下的文章 · Articles with a tag',
        body: TaxonomyPageBody,
        response: { 200: Paged(ArticleCard), ...failures(400) },
      },
    },
    async (request) => ok(await listBy(app.db, 'tag', request.body.id, request.body.current, request.body.size)),
  );

  app.post(
    `${prefix}/getArticleListByCategoryId`,
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '某分类下的文章 · Articles in a category',
        body: TaxonomyPageBody,
        response: { 200: Paged(ArticleCard), ...failures(400) },
      },
    },
    async (request) => ok(await listBy(app.db, 'category', request.body.id, request.body.current, request.body.size)),
  );

  app.get(
    `${prefix}/getArticleById/:id`,
    {
      schema: {
        tags,
        summary: '文章详情（计一次浏览） · Article detail, counts one view',
        params: IdParams,
        response: { 200: Envelope(ArticleDetailSchema), ...failures(400, 404) },
      },
      // What a server-rendered page showing it depends on (the page counts its own views, so its
      // HTML leaves the counters out: docs/caching.md).
      config: { renderTags: [CacheTag.articles, CacheTag.taxonomy, CacheTag.users] },
    },
    // Not cached: every read counts a view. The count it adds drops the answers that show counters.
    // The server renderer's read counts none: the page it renders counts the view when served.
    async (request) => {
      const counted = !request.fromRenderer;
      const article = await getArticle(app.db, request.params.id, counted);
      if (counted) await app.cache.invalidate([CacheTag.articleCounters]);
      return ok(article);
    },
  );

  app.get(
    `${prefix}/getRecommendArticleById/:id`,
    {
      schema: {
        tags,
        summary: '上一篇、下一篇与相关推荐 · Previous, next and related articles',
        params: IdParams,
        response: { 200: Envelope(Recommendation), ...failures(400, 404) },
      },
      config: CARDS,
    },
    async (request) => ok(await recommend(app.db, request.params.id)),
  );

  app.get(
    `${prefix}/getHotArticle`,
    {
      schema: {
        tags,
        summary: '热门文章（浏览最多的 5 篇） · Five most viewed articles',
        response: { 200: Envelope(Type.Array(HotArticle)) },
      },
      config: HOT,
    },
    async () => ok(await hotArticles(app.db)),
  );

  app.get(
    `${prefix}/getArticleListByContent/:text`,
    {
      schema: {
        tags,
        summary: '按标题或正文搜索（最多 8 条） · Search titles and bodies, 8 hits at most',
        params: SearchParams,
        response: { 200: Envelope(Type.Array(SearchHit)), ...failures(400) },
      },
    },
    async (request) => ok(await searchArticles(app.db, request.params.text)),
  );

  app.get(
    `${prefix}/searchArticles/:text/:current`,
    {
      schema: {
        tags,
        summary: '搜索文章，分页并给出总数（每页 8 条） · Search with a total, 8 hits a page',
        params: SearchPageParams,
        response: { 200: Paged(SearchHit), ...failures(400) },
      },
    },
    async (request) => ok(await searchPage(app.db, request.params.text, request.params.current)),
  );

  app.put(
    `${prefix}/addReadingDuration/:id/:duration`,
    {
      schema: {
        tags,
        summary: '累加阅读时长（毫秒，单次最多 2 小时） · Add reading time in ms, 2 h at most per call',
        params: DurationParams,
        response: { 200: EmptyEnvelope(), ...failures(400, 404, 429) },
      },
      config: { invalidates: [CacheTag.articleCounters], rateLimit: READING_RATE_LIMIT },
    },
    async (request) => {
      await addReadingDuration(app.db, request.params.id, request.params.duration);
      return ok(null);
    },
  );
}
