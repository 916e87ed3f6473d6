import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOwnPage } from '@protocol/pages';
import { isServerPath } from '../../lib/server-paths';
import { findRedirect } from '.';

/** Whether a request may be an old address: a GET or HEAD the catch-all or the 404 answers, not an own page. */
function mayBeOldAddress(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const route = request.routeOptions.url;
  if (route !== undefined && route !== '/*') return false;
  const pathname = request.url.split('?', 1)[0];
  if (isServerPath(pathname)) return false;
  // The blog's own pages answer themselves (docs/behaviour.md §9.5), so a cached /article is served
  // without a database read for a redirect it can never have.
  return !isOwnPage(pathname);
}

/**
 * An old address of an imported post answers 301 to its article (docs/behaviour.md §9.5). Only a
 * GET or HEAD that no route of its own answers is looked up (the pages' catch-all or the 404),
 * before the response cache, so the 404 page cached for a path never hides its redirect.
 */
export default fp(async function redirectsPlugin(app: FastifyInstance) {
  // A callback hook, not an async one: every request passes here, and most go on at once
  // (docs/performance.md, "/article page under load").
  app.addHook('onRequest', (request, reply, done) => {
    if (!mayBeOldAddress(request)) return done();
    findRedirect(app.db, request.url).then((articleId) => {
      if (articleId === null) done();
      else void reply.redirect(`/article?id=${articleId}`, 301);
    }, done);
  });
});
