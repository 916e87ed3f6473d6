import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CacheTag } from '../../lib/cache/tags';
import { ok } from '../../lib/envelope';
import { Envelope, failures } from '../../lib/response-schemas';
import { CategoryItem, SiteList, SiteListParams, TypeParams } from './schemas';
import { categoryList, siteList } from './service';

const CACHED = { cache: { tags: [CacheTag.resources] } };

/** Frontend and backend recommendations: categories and their sites, from the database. */
export default async function resourceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['resource'];

  app.get(
    '/api/resource/getCategoryList/:type',
    {
      schema: {
        tags,
        summary: '资源分类（front 或 back，按展示顺序） · Resource categories of one list, in display order',
        params: TypeParams,
        response: { 200: Envelope(Type.Array(CategoryItem)), ...failures(400, 404) },
      },
      config: CACHED,
    },
    async (request) => ok(await categoryList(app.db, request.params.type)),
  );

  app.get(
    '/api/resource/getSiteList/:type/:key',
    {
      schema: {
        tags,
        summary: '某个资源分类的网站 · Sites of one resource category',
        params: SiteListParams,
        response: { 200: Envelope(SiteList), ...failures(400, 404) },
      },
      config: CACHED,
    },
    async (request) => ok(await siteList(app.db, request.params.type, request.params.key)),
  );
}
