import type { FastifyInstance } from 'fastify';
import { adminSiteContracts as api } from '@protocol/api/adminSite';
import { signedInUser } from '../../../lib/auth-user';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { pendingWork } from './pending';
import { dashboard } from './service';

/** The desk's first page: totals, who is online now, 30 days of views and comments, and pending work. */
export default async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.dashboard, async (request) =>
    ok({
      ...(await dashboard(app.db)),
      onlineCount: await app.chatHub.onlineCount(),
      pending: await pendingWork(app.db, signedInUser(request).id),
    }),
  );
}
