import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { CacheTag } from '../../../lib/cache/tags';
import { ACCOUNT_DISABLED } from '../../../lib/auth-user';
import { Envelope, Paged } from '../../../lib/response-schemas';
import { IdParams, adminSchema } from '../shared/schemas';
import { AdminUserRow, ListQuery, UpdateBody } from './schemas';
import { listUsers, updateUser } from './service';

/** Admin users (fixed paths): list and search; role and disabled flag, never leaving no admin. */
export default async function adminUserRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/user',
    {
      schema: adminSchema('用户列表与搜索 · Users, searchable', {
        querystring: ListQuery,
        response: { 200: Paged(AdminUserRow) },
      }),
    },
    async (request) => ok(await listUsers(app.db, request.query)),
  );

  app.put(
    '/api/admin/user/:id',
    {
      config: { invalidates: [CacheTag.users] },
      schema: adminSchema(
        '设置角色或停用（不能移除最后一位管理员） · Set role or disable; never the last admin',
        { params: IdParams, body: UpdateBody, response: { 200: Envelope(AdminUserRow) } },
        404,
      ),
    },
    async (request) => {
      const { user, revokedVersion } = await updateUser(app.db, request.params.id, request.body);
      // Open chat sockets of a disabled user close at once, on every process (ChatBus).
      if (revokedVersion !== null) await app.chatHub.revokeUserSessions(user.id, revokedVersion, ACCOUNT_DISABLED);
      return ok(user, '修改成功');
    },
  );
}
