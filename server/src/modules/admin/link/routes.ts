import type { FastifyInstance } from 'fastify';
import { adminLinkContracts as api } from '@protocol/api/adminLink';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { reviewLink } from '../../link';
import { removeRoute } from '../shared/crud';
import { deleteLink, listLinks } from './service';

/** The friend-link review queue (protocol/api/adminLink.ts). */
export default async function adminLinkRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.list, async (request) => ok(await listLinks(app.db, request.query)));

  contractRoute(app, api.review, async (request) => {
    // The same rule as POST /api/links/review.
    await reviewLink(app.db, request.params.id, request.body.status);
    return ok(null, request.body.status === 'approved' ? '已通过' : '已拒绝');
  });

  removeRoute(app, api.remove, (id) => deleteLink(app.db, id));
}
