import type { FastifyInstance } from 'fastify';
import { configContracts as api } from '@protocol/api/config';
import { contractRoute } from '../../lib/contract-route';
import { CacheTag } from '../../lib/cache/tags';
import { ok, tip } from '../../lib/envelope';
import { addView, getSiteConfig } from './service';

/** docs/behaviour.md §8.1: the config row may not be filled in yet — that is an amber tip (code 100), not an error. */
const NOT_CONFIGURED = '博客尚未配置，请先在后台填写站点信息';

/**
 * docs/behaviour.md §8.1 bumps the view counter once per visit; 30 a minute per client is plenty for
 * real visits and stops scripted inflation.
 */
const ADD_VIEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Site configuration: GET /api/config and the page-view counter (docs/behaviour.md §8.1). */
export default async function configModule(app: FastifyInstance): Promise<void> {
  // The row holds nothing private. A page that shows it is not dropped by every visit: its visit
  // count is the one of its render (docs/caching.md, "Server-rendered pages").
  contractRoute(
    app,
    api.site,
    async () => {
      const row = await getSiteConfig(app.db);
      return row ? ok(row) : tip(NOT_CONFIGURED);
    },
    { config: { renderTags: [CacheTag.config] } },
  );

  // The counter answers its new count.
  contractRoute(
    app,
    api.addView,
    async () => {
      const viewTime = await addView(app.db);
      return viewTime === undefined ? tip(NOT_CONFIGURED) : ok({ view_time: viewTime });
    },
    { config: { rateLimit: ADD_VIEW_RATE_LIMIT } },
  );
}
