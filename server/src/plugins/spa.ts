import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../lib/site-url';
import { binary } from '../lib/response-schemas';

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

/**
 * Serves the built SPA with long-cache headers for hashed assets and the history fallback:
 * any other GET that accepts HTML and is not an API path gets index.html (react-router takes over).
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
    const wantsPage = request.method === 'GET' && !isApi && !path.extname(url);
    if (hasClient && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, message: '接口没有找到' });
  });
});
