import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../../lib/auth-user';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../lib/response-schemas';
import { adminSchema } from '../shared/schemas';
import { Dashboard } from './schemas';
import { pendingWork } from './pending';
import { dashboard } from './service';

/** The desk's first page: totals, who is online now, 30 days of views and comments, and pending work. */
export default async function adminDashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/dashboard',
    {
      schema: adminSchema(
        '仪表盘：总数、在线人数、近 30 天访问与评论、待处理 · Dashboard: totals, online now, 30 days, pending work',
        {
          response: { 200: Envelope(Dashboard) },
        },
      ),
    },
    async (request) =>
      ok({
        ...(await dashboard(app.db)),
        onlineCount: await app.chatHub.onlineCount(),
        pending: await pendingWork(app.db, signedInUser(request).id),
      }),
  );
}
