import type { FastifyInstance } from 'fastify';
import { adminSiteContracts as api } from '@protocol/api/adminSite';
import { CacheTag } from '../../../lib/cache/tags';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { UPDATED } from '../shared/crud';
import { ensureSiteConfig, updateSiteConfig } from './service';

/** Site config for the desk (protocol/api/adminSite.ts): read (created with defaults if missing) and changed. */
export default async function adminConfigRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.config, async () => {
    const { row, created } = await ensureSiteConfig(app.db);
    // Readers were told "not configured yet" (code 100) until now.
    if (created) await app.cache.invalidate([CacheTag.config]);
    return ok(row);
  });

  contractRoute(app, api.updateConfig, async (request) => ok(await updateSiteConfig(app.db, request.body), UPDATED));
}
