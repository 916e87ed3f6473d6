import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { CacheTag } from '../../../lib/cache/tags';
import { Envelope } from '../../../lib/response-schemas';
import { SiteConfig } from '../../config';
import { adminSchema } from '../shared/schemas';
import { ConfigBody } from './schemas';
import { ensureSiteConfig, updateSiteConfig } from './service';

/** Site config for the desk: read (created with defaults if missing) and PUT /api/admin/config (fixed path). */
export default async function adminConfigRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/config',
    {
      schema: adminSchema('读取站点配置（无则创建默认值） · Site config, created with defaults when missing', {
        response: { 200: Envelope(SiteConfig) },
      }),
    },
    async () => {
      const { row, created } = await ensureSiteConfig(app.db);
      // Readers were told "not configured yet" (code 100) until now.
      if (created) await app.cache.invalidate([CacheTag.config]);
      return ok(row);
    },
  );

  app.put(
    '/api/admin/config',
    {
      config: { invalidates: [CacheTag.config] },
      schema: adminSchema('修改站点配置（任意字段） · Change any site config fields', {
        body: ConfigBody,
        response: { 200: Envelope(SiteConfig) },
      }),
    },
    async (request) => {
      const row = await updateSiteConfig(app.db, request.body);
      return ok(row, '修改成功');
    },
  );
}
