import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { CacheTag } from '../../../lib/cache/tags';
import { EmptyEnvelope, Envelope, Paged } from '../../../lib/response-schemas';
import { Created, IdParams, adminSchema } from '../shared/schemas';
import {
  AdminCategory,
  AdminSite,
  CategoryCreate,
  CategoryQuery,
  CategoryUpdate,
  SiteCreate,
  SiteQuery,
  SiteUpdate,
  type CategoryInput,
  type SiteInput,
} from './schemas';
import * as service from './service';

type Id = { Params: { id: number } };

/** Resource categories and their sites (the /resources and /siteList pages). */
export default async function adminResourceRoutes(app: FastifyInstance): Promise<void> {
  const changed = async () => app.cache.invalidate([CacheTag.resources]);
  const base = '/api/admin/resource';

  app.get<{ Querystring: { type?: 'front' | 'back' } }>(
    `${base}/category`,
    {
      schema: adminSchema('资源分类列表 · Resource categories', {
        querystring: CategoryQuery,
        response: { 200: Envelope(Type.Array(AdminCategory)) },
      }),
    },
    async (request) => ok(await service.listCategories(app.db, request.query.type)),
  );

  app.post<{ Body: CategoryInput }>(
    `${base}/category`,
    {
      schema: adminSchema('新建资源分类 · Create a resource category', {
        body: CategoryCreate,
        response: { 200: Envelope(Created) },
      }),
    },
    async (request) => {
      const id = await service.createCategory(app.db, request.body);
      await changed();
      return ok({ id }, '创建成功');
    },
  );

  app.put<Id & { Body: Partial<CategoryInput> }>(
    `${base}/category/:id`,
    {
      schema: adminSchema(
        '修改资源分类 · Edit a resource category',
        { params: IdParams, body: CategoryUpdate, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      await service.updateCategory(app.db, request.params.id, request.body);
      await changed();
      return ok({ id: request.params.id }, '修改成功');
    },
  );

  app.delete<Id>(
    `${base}/category/:id`,
    {
      schema: adminSchema(
        '删除资源分类及其站点 · Delete a resource category with its sites',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await service.deleteCategory(app.db, request.params.id);
      await changed();
      return ok(null, '删除成功');
    },
  );

  app.get<{ Querystring: { current: number; size: number; category_id?: number; keyword?: string } }>(
    `${base}/site`,
    {
      schema: adminSchema('资源站点列表 · Resource sites', {
        querystring: SiteQuery,
        response: { 200: Paged(AdminSite) },
      }),
    },
    async (request) => ok(await service.listSites(app.db, request.query)),
  );

  app.post<{ Body: SiteInput }>(
    `${base}/site`,
    {
      schema: adminSchema(
        '新建资源站点 · Create a resource site',
        { body: SiteCreate, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      const id = await service.createSite(app.db, request.body);
      await changed();
      return ok({ id }, '创建成功');
    },
  );

  app.put<Id & { Body: Partial<SiteInput> }>(
    `${base}/site/:id`,
    {
      schema: adminSchema(
        '修改资源站点 · Edit a resource site',
        { params: IdParams, body: SiteUpdate, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      await service.updateSite(app.db, request.params.id, request.body);
      await changed();
      return ok({ id: request.params.id }, '修改成功');
    },
  );

  app.delete<Id>(
    `${base}/site/:id`,
    {
      schema: adminSchema(
        '删除资源站点 · Delete a resource site',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await service.deleteSite(app.db, request.params.id);
      await changed();
      return ok(null, '删除成功');
    },
  );
}
