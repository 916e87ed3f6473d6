import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderModule } from '@protocol/ssr';
import { SERVICE_WORKER_PATH } from '@protocol/webApp';
import { siteOrigin } from '../lib/site-url';
import { binary } from '../lib/response-schemas';
import { CacheTag } from '../lib/cache/tags';
import { assembleDocument, hasRootSlot } from '../lib/page-document';
import { injectFetch, loadRenderModule } from '../lib/page-renderer';
import { countArticleView } from '../modules/article/detail';
import { insertHead, PAGE_HEAD_CACHE_TAGS, renderPageHead } from '../modules/page-meta';

export interface SpaOptions {
  /** The built SPA (webpack output); when missing, only the API is served. */
  clientDir: string | null;
  /** The server render bundle; when missing, pages are the plain index.html (rendered in the browser). */
  ssrEntry?: string | null;
}

/**
 * Hashed file names (`main.3f2a9c1b.js`, and their `.br`/`.gz` copies) never change content, so they
 * may be cached for a year.
 */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)(\.br|\.gz)?$/;
const API_PREFIXES = ['/api', '/wapi', '/ws', '/uploads'];
const SERVICE_WORKER_FILE = path.basename(SERVICE_WORKER_PATH);

/** A page of the app (not an API path, not a file): what the history fallback answers. */
function wantsPage(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0];
  const isApi = API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  return (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url);
}

const notFoundEnvelope = (reply: FastifyReply) => reply.status(404).send({ code: 404, message: '接口没有找到' });

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(html);

/** The article a served /article page shows, when the request names a valid one. */
function articleIdOf(request: FastifyRequest): number | null {
  const url = new URL(request.url, 'http://page');
  if (url.pathname !== '/article') return null;
  const id = Number(url.searchParams.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Serves the built SPA with long-cache headers for hashed assets, and every page: index.html with
 * the page's own head (title, description, canonical, Open Graph, JSON-LD: modules/page-meta),
 * server-rendered through build/ssr/render.js when it is there (docs/architecture.md, server
 * rendering), otherwise for react-router to render; cached per URL as docs/caching.md says.
 * Unknown API paths get the 404 envelope of docs/behaviour.md §1.2.
 */
export default fp<SpaOptions>(async function spaPlugin(app: FastifyInstance, options: SpaOptions) {
  const dir = options.clientDir;
  const indexFile = dir ? path.join(dir, 'index.html') : null;
  const hasClient = !!indexFile && fs.existsSync(indexFile);
  if (!hasClient) app.log.warn({ clientDir: dir }, 'SPA build not found: serving the API only (run npm run build)');
  const template = hasClient && indexFile ? fs.readFileSync(indexFile, 'utf8') : null;
  const renderer: RenderModule | null =
    template && hasRootSlot(template) ? loadRenderModule(options.ssrEntry ?? null, app.log) : null;
  if (template && !renderer) app.log.info({ ssrEntry: options.ssrEntry }, 'pages are not server-rendered');

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
        // The service worker (docs/architecture.md "Offline and installable"): revalidated on every
        // check so a deploy is found, and allowed to control the whole site from /sw.js.
        if (path.basename(filePath) === SERVICE_WORKER_FILE) res.header('Service-Worker-Allowed', '/');
      },
    });
  }

  /**
   * A server-rendered page with its head; the page with its head but unrendered (not cached) if
   * the render fails. The head's own reads are config, articles, taxonomy and users.
   */
  async function renderPage(request: FastifyRequest, reply: FastifyReply, render: RenderModule, html: string) {
    const head = await renderPageHead(app, request.url, siteOrigin(request));
    const withHead = insertHead(html, head.html);
    const { id, headers } = app.renderRequests.begin();
    try {
      const result = await render.renderPage({ url: request.url, fetchFn: injectFetch(app, headers) });
      const tags = app.renderRequests.end(id);
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      if (result.errors.length > 0)
        request.log.warn({ url: request.url, errors: result.errors }, 'server render errors');
      // The page shows what its API calls read: a write to one of those facts drops it.
      if (tags && result.errors.length === 0)
        app.cache.retag(request, [...new Set([...tags, ...PAGE_HEAD_CACHE_TAGS])]);
      else reply.header('cache-control', 'no-store');
      const document = assembleDocument(withHead, { styles: result.styleTags, body: result.html, state: result.state });
      return sendPage(reply, result.status === 200 ? head.status : result.status, document);
    } catch (error) {
      app.renderRequests.end(id);
      request.log.error({ err: error, url: request.url }, 'server render failed: serving the unrendered page');
      return sendPage(reply.header('cache-control', 'no-store'), head.status, withHead);
    }
  }

  /** The page unrendered (no render bundle): index.html with the page's head. */
  async function plainPage(request: FastifyRequest, reply: FastifyReply, html: string) {
    const head = await renderPageHead(app, request.url, siteOrigin(request));
    return sendPage(reply, head.status, insertHead(html, head.html));
  }

  if (template) {
    app.get(
      '/*',
      {
        schema: {
          tags: ['site'],
          summary: '页面：带本页标题、描述与分享信息的 HTML · A page: the HTML with its own head',
          response: {
            200: binary(['text/html'], 'the page, server-rendered when the render bundle is there'),
            404: binary(['text/html'], 'the 404 page titled 页面不存在 (unknown page or article)'),
          },
        },
        // Server-rendered pages are retagged with what their render read (app.cache.retag). The key
        // includes the host when absolute URLs in the head are built from it (no SITE_URL).
        config: { cache: { tags: PAGE_HEAD_CACHE_TAGS, perHost: !app.config.siteUrl } },
        // A served /article page counts the reader's view (its render read the article without
        // counting), cached answers and 304s included. Unrendered, the browser's own call counts it.
        onResponse: async (request, reply) => {
          if (!renderer) return;
          const articleId = articleIdOf(request);
          if (articleId === null || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
          if (await countArticleView(app.db, articleId)) await app.cache.invalidate([CacheTag.articleCounters]);
        },
      },
      async (request, reply) => {
        // Not a page (an unknown API path or file): the not-found handler of its prefix answers.
        if (!wantsPage(request)) return reply.callNotFound();
        reply.header('Cache-Control', 'no-cache');
        return renderer ? renderPage(request, reply, renderer, template) : plainPage(request, reply, template);
      },
    );
  }

  app.setNotFoundHandler((_request, reply) => notFoundEnvelope(reply));
});
