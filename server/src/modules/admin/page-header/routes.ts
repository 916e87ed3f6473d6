import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { CacheTag } from '../../../lib/cache/tags';
import { EmptyEnvelope, Envelope } from '../../../lib/response-schemas';
import { PageHeader, listPageHeaders } from '../../page-header';
import { Created, IdParams, adminSchema } from '../shared/schemas';
import { CreateBody, UpdateBody } from './schemas';
import { createBanner, deleteBanner, updateBanner } from './service';

/** Page banners per route name (GET /api/pageHeader/getAll shows them to readers). */
export default async function adminPageHeaderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/admin/pageHeader',
    {
      schema: adminSchema('各页横幅 · Page banners', { response: { 200: Envelope(Type.Array(PageHeader)) } }),
    },
    async () => ok(await listPageHeaders(app.db)),
  );

  app.post(
    '/api/admin/pageHeader',
    {
      config: { invalidates: [CacheTag.pageHeaders] },
      schema: adminSchema('新增页面横幅 · Add a page banner', {
        body: CreateBody,
        response: { 200: Envelope(Created) },
      }),
    },
    async (request) => {
      const id = await createBanner(app.db, request.body);
      return ok({ id }, '添加成功');
    },
  );

  app.put(
    '/api/admin/pageHeader/:id',
    {
      config: { invalidates: [CacheTag.pageHeaders] },
      schema: adminSchema(
        '修改页面横幅 · Edit a page banner',
        { params: IdParams, body: UpdateBody, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      await updateBanner(app.db, request.params.id, request.body);
      return ok({ id: request.params.id }, '修改成功');
    },
  );

  app.delete(
    '/api/admin/pageHeader/:id',
    {
      config: { invalidates: [CacheTag.pageHeaders] },
      schema: adminSchema(
        '删除页面横幅 · Delete a page banner',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await deleteBanner(app.db, request.params.id);
      return ok(null, '删除成功');
    },
  );
}
