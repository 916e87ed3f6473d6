import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../../lib/cache/tags';
import { ok } from '../../../lib/envelope';
import { EmptyEnvelope, Paged } from '../../../lib/response-schemas';
import { reviewLink } from '../../link';
import { IdParams, adminSchema } from '../shared/schemas';
import { AdminLink, ListQuery, ReviewBody } from './schemas';
import { deleteLink, listLinks } from './service';

/** The friend-link review queue. Every change may change the public list (the cached /link/list page). */
export default async function adminLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/link',
    {
      schema: adminSchema('友链审核队列（待审、已通过、已拒绝、全部） · Friend-link review queue', {
        querystring: ListQuery,
        response: { 200: Paged(AdminLink) },
      }),
    },
    async (request) => ok(await listLinks(app.db, request.query)),
  );

  app.put(
    '/api/admin/link/:id',
    {
      config: { invalidates: [CacheTag.links] },
      schema: adminSchema(
        '通过或拒绝友链 · Approve or reject a friend link',
        { params: IdParams, body: ReviewBody, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      // The same rule as POST /api/links/review.
      await reviewLink(app.db, request.params.id, request.body.status);
      return ok(null, request.body.status === 'approved' ? '已通过' : '已拒绝');
    },
  );

  app.delete(
    '/api/admin/link/:id',
    {
      config: { invalidates: [CacheTag.links] },
      schema: adminSchema(
        '删除友链 · Delete a friend link',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await deleteLink(app.db, request.params.id);
      return ok(null, '删除成功');
    },
  );
}
