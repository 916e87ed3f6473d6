import type { FastifyInstance } from 'fastify';
import { articleContracts as api } from '@protocol/api/article';
import { ok } from '../../lib/envelope';
import { CacheTag } from '../../lib/cache/tags';
import { contractRoute } from '../../lib/contract-route';
import { addReadingDuration, getArticle, recommend } from './detail';
import { mayRead, PRIVATE_ANSWER } from './access';
import { unlockRoute } from './unlock';
import { searchArticles, searchPage } from './search';
import { homeList, hotArticles, listBy, timeline } from './service';

/** Reading time is reported by every reader's page; 60 a minute per client is ample and bounds inflation. */
const READING_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Public article reading: lists, timeline, detail, recommendations, hot list, search (docs/behaviour.md §9),
 * registered from protocol/api/article.ts.
 */
// The home list is the home page's hot path: its response schema lets fast-json-stringify serialise it.
export default async function articleModule(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.homeList, async (request) =>
    ok(await homeList(app.db, request.params.current, request.params.size)),
  );
  contractRoute(app, api.timeline, async (request) =>
    ok(await timeline(app.db, request.params.current, request.params.size)),
  );
  contractRoute(app, api.byTag, async ({ body }) => ok(await listBy(app.db, 'tag', body.id, body.current, body.size)));
  contractRoute(app, api.byCategory, async ({ body }) =>
    ok(await listBy(app.db, 'category', body.id, body.current, body.size)),
  );

  // Not cached: every read counts a view. The count it adds drops the answers that show counters.
  // The server renderer's read counts none: the page it renders counts the view when served.
  contractRoute(
    app,
    api.detail,
    async (request, reply) => {
      const counted = !request.fromRenderer;
      const id = request.params.id;
      // The renderer's page is cached for everyone: it never reads a body behind a password (§11.4).
      const access = (hash: string) => !request.fromRenderer && mayRead(app, request, id, hash);
      const article = await getArticle(app.db, id, counted, access);
      if (counted) await app.cache.invalidate([CacheTag.articleCounters]);
      if (article.access_locked === false) reply.header('cache-control', PRIVATE_ANSWER);
      return ok(article);
    },
    // What a server-rendered page showing it depends on (the page counts its own views, so its
    // HTML leaves the counters out: docs/caching.md).
    { config: { renderTags: [CacheTag.articles, CacheTag.taxonomy, CacheTag.users] } },
  );

  unlockRoute(app);
  contractRoute(app, api.recommend, async (request) => ok(await recommend(app.db, request.params.id)));
  contractRoute(app, api.hot, async () => ok(await hotArticles(app.db)));
  contractRoute(app, api.search, async (request) => ok(await searchArticles(app.db, request.params.text)));
  contractRoute(app, api.searchPage, async (request) =>
    ok(await searchPage(app.db, request.params.text, request.params.current)),
  );
  contractRoute(
    app,
    api.addReadingDuration,
    async (request) => {
      await addReadingDuration(app.db, request.params.id, request.params.duration);
      return ok(null);
    },
    { config: { rateLimit: READING_RATE_LIMIT } },
  );
}
