import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok, tip } from '../../lib/envelope';
import { CacheTag } from '../../lib/cache/tags';
import { Envelope, failures } from '../../lib/response-schemas';
import { ADD_VIEW_RATE_LIMIT, SiteConfig, ViewCount } from './schemas';
import { addView, getSiteConfig } from './service';

/** docs/behaviour.md §8.1: the config row may not be filled in yet — that is an amber tip (code 100), not an error. */
const NOT_CONFIGURED = '博客尚未配置，请先在后台填写站点信息';

/** Site configuration: GET /api/config and the page-view counter (docs/behaviour.md §8.1). */
export default async function configModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // docs/behaviour.md §8.1: GET /api/config. The row holds nothing private.
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: '站点配置（未配置时 code 100，无 result） · Site configuration; code 100 without result before setup',
        response: { 200: Envelope(SiteConfig), ...failures() },
      },
      config: { cache: { tags: [CacheTag.config] } },
    },
    async () => {
      const row = await getSiteConfig(app.db);
      return row ? ok(row) : tip(NOT_CONFIGURED);
    },
  );

  // docs/behaviour.md §8.1: the page-view counter is incremented on start; answers the new count.
  app.put(
    '/api/config/addView',
    {
      schema: {
        tags: ['config'],
        summary: '访问量加一，返回新总数 · Count one page view, answers the new total',
        response: { 200: Envelope(ViewCount), ...failures(429) },
      },
      config: { invalidates: [CacheTag.config], rateLimit: ADD_VIEW_RATE_LIMIT },
    },
    async () => {
      const viewTime = await addView(app.db);
      return viewTime === undefined ? tip(NOT_CONFIGURED) : ok({ view_time: viewTime });
    },
  );
}
