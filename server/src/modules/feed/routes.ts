import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { CacheTag } from '../../lib/cache/tags';
import { failures } from '../../lib/response-schemas';
import { siteOrigin } from '../../lib/site-url';
import type { Static } from '@sinclair/typebox';
import { IdParams } from '@protocol/api/adminSchemas';
import { publicSeries } from '../series';
import { ATOM_TYPE, AtomResponse, RSS_TYPE, RssResponse, SITEMAP_TYPE, SitemapResponse } from './schemas';
import { xmlSafe, withAtomLanguage } from './feed-text';
import { seriesFeedPath } from '@protocol/pagePaths';
import { buildFeed, buildSitemap, FEED_LANGUAGE, type FeedFormat } from './service';

/**
 * Feeds (RSS 2.0, Atom 1.0) of the newest public articles and the sitemap, built by the `feed` and
 * `sitemap` libraries. Registered before the SPA's history fallback, which would otherwise answer
 * these paths with index.html.
 */
export default async function feedModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Absolute URLs come from the request's host when SITE_URL is unset, so the answer varies by host.
  const perHost = !app.config.siteUrl;
  const tags = ['feed'];
  const feedOptions = (response: RouteShorthandOptions['schema']) => ({
    schema: response,
    config: {
      cache: {
        tags: [CacheTag.articles, CacheTag.taxonomy, CacheTag.config, CacheTag.users, CacheTag.series],
        perHost,
      },
    },
  });
  const serialise = (feed: Awaited<ReturnType<typeof buildFeed>>, format: FeedFormat) =>
    format === 'rss' ? xmlSafe(feed.rss2()) : xmlSafe(withAtomLanguage(feed.atom1(), FEED_LANGUAGE));
  const TYPES = { rss: RSS_TYPE, atom: ATOM_TYPE };

  // Each series' own feeds (docs/behaviour.md §9.6); 404 专栏不存在 for an unknown series.
  for (const [format, response, name] of [
    ['rss', RssResponse, 'RSS 2.0'],
    ['atom', AtomResponse, 'Atom'],
  ] as const)
    app.get<{ Params: Static<typeof IdParams> }>(
      seriesFeedPath(0, format).replace('/0/', '/:id/'),
      feedOptions({
        tags,
        summary: `专栏最新 20 篇文章的 ${name} 订阅 · ${name} feed of a series' 20 newest posts`,
        params: IdParams,
        response: { ...response, ...failures(400, 404) },
      }),
      async (request, reply) => {
        const { series } = await publicSeries(app.db, request.params.id);
        const feed = await buildFeed(app.db, siteOrigin(request), format, series);
        return reply.type(TYPES[format]).send(serialise(feed, format));
      },
    );

  app.get(
    '/rss.xml',
    feedOptions({
      tags,
      summary: '最新 20 篇文章的 RSS 2.0 订阅 · RSS 2.0 feed of the 20 newest articles',
      response: RssResponse,
    }),
    async (request, reply) => {
      const feed = await buildFeed(app.db, siteOrigin(request), 'rss');
      return reply.type(RSS_TYPE).send(xmlSafe(feed.rss2()));
    },
  );

  app.get(
    '/atom.xml',
    feedOptions({
      tags,
      summary: '最新 20 篇文章的 Atom 订阅 · Atom feed of the 20 newest articles',
      response: AtomResponse,
    }),
    async (request, reply) => {
      const feed = await buildFeed(app.db, siteOrigin(request), 'atom');
      return reply.type(ATOM_TYPE).send(xmlSafe(withAtomLanguage(feed.atom1(), FEED_LANGUAGE)));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary: '站点地图：公开页面与文章 · Sitemap of public pages and articles',
        response: SitemapResponse,
      },
      config: { cache: { tags: [CacheTag.articles, CacheTag.taxonomy, CacheTag.photos, CacheTag.resources], perHost } },
    },
    async (request, reply) => reply.type(SITEMAP_TYPE).send(xmlSafe(await buildSitemap(app.db, siteOrigin(request)))),
  );
}
