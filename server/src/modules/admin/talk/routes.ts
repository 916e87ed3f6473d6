import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { CacheTag } from '../../../lib/cache/tags';
import { EmptyEnvelope, Envelope, Paged } from '../../../lib/response-schemas';
import { Created, IdParams, adminSchema } from '../shared/schemas';
import { AdminTalk, CreateBody, ListQuery, UpdateBody } from './schemas';
import { createTalk, deleteTalk, listTalks, updateTalk } from './service';
import { signedInUser } from '../../../lib/auth-user';

/**
 * Talks with images. Every write changes the cached /talk page (docs/caching.md); a deleted talk
 * takes comments and likes with it, which other cached answers may count.
 */
export default async function adminTalkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const dropped = [CacheTag.talks, CacheTag.comments, CacheTag.likes];

  app.get(
    '/api/admin/talk',
    {
      schema: adminSchema('说说列表（全部状态） · Every talk, any status', {
        querystring: ListQuery,
        response: { 200: Paged(AdminTalk) },
      }),
    },
    async (request) => ok(await listTalks(app.db, request.query)),
  );

  app.post(
    '/api/admin/talk',
    {
      config: { invalidates: [CacheTag.talks] },
      schema: adminSchema('发布说说（可带图片） · Publish a talk with images', {
        body: CreateBody,
        response: { 200: Envelope(Created) },
      }),
    },
    async (request) => {
      const id = await createTalk(app.db, signedInUser(request).id, request.body);
      return ok({ id }, '发布成功');
    },
  );

  app.put(
    '/api/admin/talk/:id',
    {
      config: { invalidates: [CacheTag.talks] },
      schema: adminSchema(
        '修改说说（公开/私密、置顶、图片） · Edit a talk: status, pin, images',
        { params: IdParams, body: UpdateBody, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      await updateTalk(app.db, app.storage, request.params.id, request.body);
      return ok({ id: request.params.id }, '修改成功');
    },
  );

  app.delete(
    '/api/admin/talk/:id',
    {
      config: { invalidates: dropped },
      schema: adminSchema(
        '删除说说及其图片、评论、点赞 · Delete a talk with its images, comments and likes',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await deleteTalk(app.db, app.storage, request.params.id);
      return ok(null, '删除成功');
    },
  );
}
