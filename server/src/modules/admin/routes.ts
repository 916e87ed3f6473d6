import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NOTIFY_PLUGIN } from '../notify';
import { CHAT_PLUGIN } from '../chat';
import { IMAGE_VARIANTS_PLUGIN } from '../upload';
import { SPAM_PLUGIN } from '../spam';

/**
 * The author's desk (docs/admin-api.md): every route under /api/admin. The role check runs on
 * request, before the body is parsed or validated: 401 without a valid token, 403 for a non-admin,
 * and only then 400 for malformed input.
 */
async function adminModule(app: FastifyInstance): Promise<void> {
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
  await app.register(import('./review/routes'));
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(adminModule, {
  name: 'admin-module',
  encapsulate: true,
  dependencies: [CHAT_PLUGIN, IMAGE_VARIANTS_PLUGIN, NOTIFY_PLUGIN, SPAM_PLUGIN],
});
