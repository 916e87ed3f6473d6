import type { FastifyInstance } from 'fastify';
import { adminTalkContracts as api } from '@protocol/api/adminTalk';
import { signedInUser } from '../../../lib/auth-user';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { createRoute, removeRoute, updateRoute } from '../shared/crud';
import { createTalk, deleteTalk, listTalks, updateTalk } from './service';

/** Talks with images (protocol/api/adminTalk.ts). */
export default async function adminTalkRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.list, async (request) => ok(await listTalks(app.db, request.query)));
  createRoute(app, api.create, '发布成功', (body, request) => createTalk(app.db, signedInUser(request).id, body));
  updateRoute(app, api.update, (id, body) => updateTalk(app.db, app, id, body));
  removeRoute(app, api.remove, (id) => deleteTalk(app.db, app, id));
}
