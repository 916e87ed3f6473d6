import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
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
} from './schemas';
import * as service from './service';

/** Resource categories and their sites (the /resources and /siteList pages). */
export default async function adminResourceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/admin/resource';

  app.get(
    `${base}/category`,
    {
      schema: adminSchema('资源分类列表 · Resource categories', {
        querystring: CategoryQuery,
        response: { 200: Envelope(Type.Array(AdminCategory)) },
      }),
    },
    async (request) => ok(await service.listCategories(app.db, request.query.type)),
  );

  app.post(
    `${base}/category`,
    {
      config: { invalidates: [CacheTag.resources] },
      schema: adminSchema('新建资源分类 · Create a resource category', {
        body: CategoryCreate,
        response: { 200: Envelope(Created) },
      }),
    },
    async (request) => {
      const id = await service.createCategory(app.db, request.body);
      return ok({ id }, '创建成功');
    },
  );

  app.put(
    `${base}/category/:id`,
    {
      config: { invalidates: [CacheTag.resources] },
      schema: adminSchema(
        '修改资源分类 · Edit a resource category',
        { params: IdParams, body: CategoryUpdate, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      await service.updateCategory(app.db, request.params.id, request.body);
      return ok({ id: request.params.id }, '修改成功');
    },
  );

  app.delete(
    `${base}/category/:id`,
    {
      config: { invalidates: [CacheTag.resources] },
      schema: adminSchema(
        '删除资源分类及其站点 · Delete a resource category with its sites',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await service.deleteCategory(app.db, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    `${base}/site`,
    {
      schema: adminSchema('资源站点列表 · Resource sites', {
        querystring: SiteQuery,
        response: { 200: Paged(AdminSite) },
      }),
    },
    async (request) => ok(await service.listSites(app.db, request.query)),
  );

  app.post(
    `${base}/site`,
    {
      config: { invalidates: [CacheTag.resources] },
      schema: adminSchema(
        '新建资源站点 · Create a resource site',
        { body: SiteCreate, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      const id = await service.createSite(app.db, request.body);
      return ok({ id }, '创建成功');
    },
  );

  app.put(
    `${base}/site/:id`,
    {
      config: { invalidates: [CacheTag.resources] },
      schema: adminSchema(
        '修改资源站点 · Edit a resource site',
        { params: IdParams, body: SiteUpdate, response: { 200: Envelope(Created) } },
        404,
      ),
    },
    async (request) => {
      await service.updateSite(app.db, request.params.id, request.body);
      return ok({ id: request.params.id }, '修改成功');
    },
  );

  app.delete(
    `${base}/site/:id`,
    {
      config: { invalidates: [CacheTag.resources] },
      schema: adminSchema(
        '删除资源站点 · Delete a resource site',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request) => {
      await service.deleteSite(app.db, request.params.id);
      return ok(null, '删除成功');
    },
  );
}
