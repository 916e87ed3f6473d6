import type { FastifyInstance } from 'fastify';
import { MANIFEST_PATH } from '@protocol/webApp';
import { CacheTag } from '../../lib/cache/tags';
import { binary } from '../../lib/response-schemas';
import { getSiteConfig } from '../config';
import { buildManifest } from './manifest';

/** The installable app: GET /manifest.webmanifest, from the site config (docs/behaviour.md §12.1). */
export default async function webAppModule(app: FastifyInstance): Promise<void> {
  app.get(
    MANIFEST_PATH,
    {
      schema: {
        tags: ['site'],
        summary: 'Web 应用清单（名称取自站点配置） · The web app manifest, named from the site config',
        response: { 200: binary(['application/manifest+json'], 'the manifest') },
      },
      // Renamed with the blog (admin config edits drop the config tag).
      config: { cache: { tags: [CacheTag.config] } },
    },
    async (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(buildManifest(await getSiteConfig(app.db)))),
  );
}
