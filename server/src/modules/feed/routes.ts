import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { CacheTag } from '../../lib/cache/tags';
import { siteOrigin } from '../../lib/site-url';
import { ATOM_TYPE, AtomResponse, RSS_TYPE, RssResponse, SITEMAP_TYPE, SitemapResponse } from './schemas';
import { xmlSafe, withAtomLanguage } from './feed-text';
import { buildFeed, buildSitemap, FEED_LANGUAGE } from './service';

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
    config: { cache: { tags: [CacheTag.articles, CacheTag.taxonomy, CacheTag.config, CacheTag.users], perHost } },
  });

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
