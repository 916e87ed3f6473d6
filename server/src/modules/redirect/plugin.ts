import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isOwnPage } from '@protocol/pages';
import { findRedirect } from '.';

const NOT_PAGES = ['/api', '/wapi', '/ws', '/uploads'];

/**
 * An old address of an imported post answers 301 to its article (docs/behaviour.md §9.5). Only a
 * GET or HEAD that no route of its own answers is looked up (the pages' catch-all or the 404),
 * before the response cache, so the 404 page cached for a path never hides its redirect.
 */
export default fp(async function redirectsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const route = request.routeOptions.url;
    if (route !== undefined && route !== '/*') return;
    const pathname = request.url.split('?')[0];
    if (NOT_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return;
    // The blog's own pages answer themselves (docs/behaviour.md §9.5), so a cached /article is served
    // without a database read for a redirect it can never have.
    if (isOwnPage(pathname)) return;
    const articleId = await findRedirect(app.db, request.url);
    if (articleId !== null) return reply.redirect(`/article?id=${articleId}`, 301);
  });
});
