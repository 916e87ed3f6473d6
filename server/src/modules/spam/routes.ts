import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { spamContracts as api } from '@protocol/api/spam';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { shieldSettings } from './guard';
import { readWordLists, saveSettings, saveWordLists } from './settings';
import { ReviewDesk } from './approval';

declare module 'fastify' {
  interface FastifyInstance {
    /** The review queue's decisions; `review.onApproved` hooks approval (docs/behaviour.md §14.2). */
    review: ReviewDesk;
  }
}

/** The plugin's name: modules that use `app.review` list it in their fastify-plugin `dependencies`. */
export const SPAM_PLUGIN = 'spam-module';

/** The desk's spam shield pages: 敏感词 and the shield's settings (docs/behaviour.md §14). */
async function spamRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.wordLists, async () => ok(await readWordLists(app.db)));

  contractRoute(app, api.saveWordLists, async (request) => {
    await saveWordLists(app.db, request.body.lists);
    return ok(null, '保存成功');
  });

  contractRoute(app, api.settings, async () => ok(await shieldSettings(app)));

  contractRoute(app, api.saveSettings, async (request) => {
    await saveSettings(app.db, request.body);
    return ok(await shieldSettings(app), '保存成功');
  });
}

export default fp(
  async function spamModule(app: FastifyInstance) {
    app.decorate('review', new ReviewDesk(app.db));
    await app.register(spamRoutes);
  },
  { name: SPAM_PLUGIN },
);
