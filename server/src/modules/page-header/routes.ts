import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ok } from '../../lib/envelope';
import { CacheTag } from '../../lib/cache/tags';
import { Envelope, failures } from '../../lib/response-schemas';
import { PageHeader } from './schemas';
import { listPageHeaders } from './service';

/** Page banners per route (docs/behaviour.md §2.4). */
export default async function pageHeaderModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // docs/behaviour.md §2.4: GET /api/pageHeader/getAll (no params, no body: nothing to validate).
  app.get(
    '/api/pageHeader/getAll',
    {
      schema: {
        tags: ['page-header'],
        summary: '各页横幅图片 · Banner image per page',
        response: { 200: Envelope(Type.Array(PageHeader)), ...failures() },
      },
      config: { cache: { tags: [CacheTag.pageHeaders] } },
    },
    async () => ok(await listPageHeaders(app.db)),
  );
}
