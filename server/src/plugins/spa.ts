import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteOrigin } from '../lib/site-url';
import { binary } from '../lib/response-schemas';
import { insertHead, PAGE_HEAD_CACHE_TAGS, renderPageHead } from '../modules/page-meta';

export interface SpaOptions {
  /** The built SPA (webpack output); when missing, only the API is served. */
  clientDir: string | null;
}

/**
 * Hashed file names (`main.3f2a9c1b.js`, and their `.br`/`.gz` copies) never change content, so they
 * may be cached for a year.
 */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)(\.br|\.gz)?$/;
const API_PREFIXES = ['/api', '/wapi', '/ws', '/uploads'];

/** A page of the app (not an API path, not a file): what the history fallback answers. */
function wantsPage(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0];
  const isApi = API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  return (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url);
}

/**
 * Serves the built SPA with long-cache headers for hashed assets and the history fallback:
 * any other GET that is not an API path or a file gets index.html with the page's own head
 * (title, description, canonical, Open Graph, JSON-LD: modules/page-meta), then react-router takes
 * over. The page is cached per URL like the public API reads (docs/caching.md).
 * Unknown API paths get the 404 envelope of docs/behaviour.md §1.2.
 */
export default fp<SpaOptions>(async function spaPlugin(app: FastifyInstance, options: SpaOptions) {
  const dir = options.clientDir;
  const indexFile = dir ? path.join(dir, 'index.html') : null;
  const hasClient = !!indexFile && fs.existsSync(indexFile);
  if (!hasClient) app.log.warn({ clientDir: dir }, 'SPA build not found: serving the API only (run npm run build)');

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['site'],
        summary: '爬虫规则（不收录 /api/ 与 /wapi/） · Crawler rules, /api/ and /wapi/ excluded',
        response: { 200: binary(['text/plain'], 'robots.txt') },
      },
    },
    // The Sitemap line must be an absolute URL (SITE_URL, or the request's host).
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /wapi/\nSitemap: ${siteOrigin(request)}/sitemap.xml\n`,
        ),
  );

  if (hasClient && dir) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of text assets (webpack.config.ts); send the best one the
      // client accepts, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (HASHED.test(filePath)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }

  if (hasClient && indexFile) {
    // Read once: a new build means a restart. The head placeholder is filled per page.
    const template = fs.readFileSync(indexFile, 'utf8');
    app.get(
      '/*',
      {
        schema: {
          tags: ['site'],
          summary: '页面：带本页标题、描述与分享信息的 index.html · A page: index.html with its own head',
          response: {
            200: binary(['text/html'], 'index.html with the head of the page'),
            404: binary(['text/html'], 'index.html titled 页面不存在 (unknown page or article)'),
          },
        },
        // Absolute URLs (canonical, og:url) come from the request's host when SITE_URL is unset.
        config: { cache: { tags: PAGE_HEAD_CACHE_TAGS, perHost: !app.config.siteUrl } },
      },
      async (request, reply) => {
        if (!wantsPage(request)) return reply.callNotFound();
        const head = await renderPageHead(app, request.url, siteOrigin(request));
        return reply
          .code(head.status)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(insertHead(template, head.html));
      },
    );
  }

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 404, message: '接口没有找到' }));
});
