import type { FastifyInstance } from 'fastify';

/**
 * The author's desk (docs/admin-api.md): every route under /api/admin. The role check runs on
 * request, before the body is parsed or validated: 401 without a valid token, 403 for a non-admin,
 * and only then 400 for malformed input.
 */
export default async function adminModule(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(import('./article/routes'));
  await app.register(import('./user/routes'));
  await app.register(import('./config/routes'));
  await app.register(import('./dashboard/routes'));
  await app.register(import('./talk/routes'));
  await app.register(import('./album/routes'));
  await app.register(import('./link/routes'));
  await app.register(import('./resource/routes'));
  await app.register(import('./page-header/routes'));
  await app.register(import('./moderation/routes'));
}
