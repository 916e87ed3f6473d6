import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderModule } from '@protocol/ssr';
import { OFFLINE_COPY_HEADER } from '@protocol/webApp';
import { siteOrigin } from '../lib/site-url';
import { isServerPath } from '../lib/server-paths';
import { binary } from '../lib/response-schemas';
import { CacheTag } from '../lib/cache/tags';
import { readPageTemplate } from '../lib/page-template';
import { assembleDocument, hasRootSlot } from './page-document';
import { loadSharedStyles, mathSheetTag, pageStyleTags } from './shared-styles';
import { injectCall, loadRenderModule } from './page-renderer';
import { loadPageScripts } from './page-scripts';
import { articleViewCounter, type ArticleViewCounter } from '../modules/article';
import { insertHead, PAGE_HEAD_CACHE_TAGS, renderedPageHead, unrenderedPageHead } from './page-meta';

declare module 'fastify' {
  interface FastifyInstance {
    /** Views of served /article pages, written in batches (modules/article/view-counter.ts). */
    articleViews: ArticleViewCounter;
  }
}

export interface PagesOptions {
  /** The built SPA (webpack output): its index.html is every page's template. */
  clientDir: string | null;
  /** The server render bundle; when missing, pages are the plain index.html (rendered in the browser). */
  ssrEntry?: string | null;
}

export const STYLESHEETS_MISSING =
  'pages inline all their CSS: no stylesheets of this build next to the render bundle (npm run build:styles)';

/** A page of the app (not an API path, not a file): what the history fallback answers. */
function wantsPage(request: FastifyRequest): boolean {
  const url = request.url.split('?', 1)[0];
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(url) && !path.extname(url);
}

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(html);

const pathnameOf = (request: FastifyRequest) => new URL(request.url, 'http://page').pathname;

/**
 * The article a served /article page shows, when the request names a valid one. Read from the query
 * Fastify parsed already: this runs on every cached page hit (docs/performance.md, "/article page
 * under load").
 */
function articleIdOf(request: FastifyRequest): number | null {
  if (request.url.split('?', 1)[0] !== '/article') return null;
  const { id: raw } = request.query as Record<string, string | string[] | undefined>;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Every page: index.html with the page's own head (title, description, canonical, Open Graph,
 * JSON-LD: render/page-meta), server-rendered through build/ssr/render.js when it is there
 * (docs/architecture.md, server rendering), otherwise for react-router to render; cached per URL as
 * docs/caching.md says. The SPA's files and the API's 404 are plugins/static-files.ts.
 */
export default fp<PagesOptions>(async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  const template = readPageTemplate(options.clientDir);
  const renderer: RenderModule | null =
    template && hasRootSlot(template) ? loadRenderModule(options.ssrEntry ?? null, app.log) : null;
  if (template && !renderer) app.log.info({ ssrEntry: options.ssrEntry }, 'pages are not server-rendered');
  const sharedStyles = renderer ? loadSharedStyles(options.ssrEntry ?? null, options.clientDir) : null;
  // Without them every page still renders, but inlines all its CSS: three times the bytes (a render
  // bundle rebuilt alone empties its folder: docs/performance.md, "Lean server-rendered pages").
  if (renderer && !sharedStyles) app.log.warn({ ssrEntry: options.ssrEntry }, STYLESHEETS_MISSING);
  const pageScripts = loadPageScripts(options.clientDir);
  const views = articleViewCounter(app.db, {
    onWritten: () => app.cache.invalidate([CacheTag.articleCounters]),
    onFailed: (err) => app.log.warn({ err }, 'article views not written yet: kept for the next write'),
  });
  app.decorate('articleViews', views);
  app.addHook('onClose', () => views.close());

  /**
   * A server-rendered page with the head built from the facts its body showed (one read, one status,
   * one tag list: docs/architecture.md "Server rendering"); the page with its head but unrendered
   * (not cached) if the render fails.
   */
  async function renderPage(request: FastifyRequest, reply: FastifyReply, render: RenderModule, html: string) {
    const origin = siteOrigin(request);
    const sheets = sharedStyles?.forPage(pathnameOf(request)) ?? null;
    const { id, headers } = app.renderRequests.begin();
    try {
      const result = await render.renderPage({ url: request.url, call: injectCall(app, headers) });
      const tags = app.renderRequests.end(id);
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      if (result.errors.length > 0)
        request.log.warn({ url: request.url, errors: result.errors }, 'server render errors');
      // The page shows what its API calls read, its head included: a write to one of those facts drops it.
      if (tags && result.errors.length === 0) app.cache.retag(request, tags);
      else reply.header('cache-control', 'no-store');
      // A page whose data is missing (an unknown article, album, board post or site list) is a 404
      // with the 404 head: no canonical pointing at it, kept out of search engines (docs/behaviour.md §8.4).
      const head = renderedPageHead(request.url, origin, result.facts, result.status);
      const headTags = head + (sheets?.headTags ?? '') + pageScripts(result.page);
      const document = assembleDocument(insertHead(html, headTags), {
        styles: pageStyleTags(result.styles, sheets) + mathSheetTag(sheets, result.html),
        body: result.html,
        state: result.state,
      });
      return sendPage(reply, result.status, document);
    } catch (error) {
      app.renderRequests.end(id);
      request.log.error({ err: error, url: request.url }, 'server render failed: serving the unrendered page');
      const head = await unrenderedPageHead(app.db, request.url, origin);
      const withHead = insertHead(html, head.html + (sheets?.headTags ?? ''));
      return sendPage(reply.header('cache-control', 'no-store'), head.status, withHead);
    }
  }

  /** The page unrendered (no render bundle): index.html with the page's head. */
  async function plainPage(request: FastifyRequest, reply: FastifyReply, html: string) {
    const head = await unrenderedPageHead(app.db, request.url, siteOrigin(request));
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
        // counting), cached answers and 304s included. Unrendered, the browser's own call counts it. The
        // service worker's copy of a page the reader already has open is not another view.
        onResponse: async (request, reply) => {
          if (!renderer || request.headers[OFFLINE_COPY_HEADER] !== undefined) return;
          const articleId = articleIdOf(request);
          if (articleId === null || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
          app.articleViews.count(articleId);
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
});
