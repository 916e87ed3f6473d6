import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVICE_WORKER_PATH } from '@protocol/webApp';
import { siteOrigin } from '../lib/site-url';
import { binary } from '../lib/response-schemas';
import { answerNotFound } from './router-errors';

export interface StaticFilesOptions {
  /** The built SPA (webpack output); when missing, only the API is served. */
  clientDir: string | null;
}

/**
 * Hashed file names (`main.3f2a9c1b.js`, and their `.br`/`.gz` copies) never change content, so they
 * may be cached for a year.
 */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)(\.br|\.gz)?$/;

const SERVICE_WORKER_FILE = path.basename(SERVICE_WORKER_PATH);

/**
 * Source maps (and compressed copies of them): the production build writes them next to the bundle
 * without referencing them (`hidden-source-map`, webpack.config.ts) so the operator can read a stack
 * trace; they would hand anyone the whole source, the admin desk's included, so they are never
 * served (README "Source maps", docs/security.md).
 */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

/**
 * The built SPA's files with long-cache headers for hashed assets, robots.txt, and the 404/405
 * envelope of docs/behaviour.md §1.2 for unknown API paths and methods (plugins/router-errors.ts).
 * The pages themselves are server/src/render/pages.ts.
 */
export default fp<StaticFilesOptions>(async function staticFilesPlugin(app: FastifyInstance, options) {
  const dir = options.clientDir;
  const hasClient = !!dir && fs.existsSync(path.join(dir, 'index.html'));
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
      allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
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

  app.setNotFoundHandler((request, reply) => answerNotFound(app, request, reply));
});
