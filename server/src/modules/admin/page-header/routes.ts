import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { CacheTag } from '../../../lib/cache/tags';
import { EmptyEnvelope, Envelope } from '../../../lib/response-schemas';
import { PageHeader, listPageHeaders } from '../../page-header';
import { Created, IdParams, adminSchema } from '../shared/schemas';
import { CreateBody, UpdateBody, type BannerInput } from './schemas';
import { createBanner, deleteBanner, updateBanner } from './service';

type Id = { Params: { id: number } };

/** Page banners per route name (GET /api/pageHeader/getAll shows them to readers). */
export default async function adminPageHeaderRoutes(app: FastifyInstance): Promise<void> {
  const changed = async () => app.cache.invalidate([CacheTag.pageHeaders]);

  app.get(
    '/api/admin/pageHeader',
    {
      schema: adminSchema('各页横幅 · Page banners', { response: { 200: Envelope(Type.Array(PageHeader)) } }),
    },
    async () => ok(await listPageHeaders(app.db)),
  );

  app.post<{ Body: BannerInput }>(
    '/api/admin/pageHeader',
    {
      schema: adminSchema('新增页面横幅 · Add a page banner', {
        body: CreateBody,
        response: { 200: Envelope(Created) },
      }),
    },
    async (request) => {
      const id = await createBanner(app.db, request.body);
      await changed();
      return ok({ id }, '添加成功');
    },
  );

  app.put<Id & { Body: Partial<BannerInput> }>(
    '/api/admin/pageHeader/:id',
    {
      schema: adminSchema(
        '修改页面横幅 · Edit a page banner',
        { params: IdParams, body: UpdateBody, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      await updateBanner(app.db, request.params.id, request.body);
      await changed();
      return ok({ id: request.params.id }, '修改成功');
    },
  );

  app.delete<Id>(
    '/api/admin/pageHeader/:id',
    {
      schema: adminSchema(
        '删除页面横幅 · Delete a page banner',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await deleteBanner(app.db, request.params.id);
      await changed();
      return ok(null, '删除成功');
    },
  );
}
