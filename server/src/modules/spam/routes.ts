import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { spamContracts as api } from '@protocol/api/spam';
import { akismetContracts } from '@protocol/api/akismet';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { shieldSettings } from './guard';
import { readWordLists, saveSettings, saveWordLists } from './settings';
import { ReviewDesk } from './approval';
import { akismetView, readAkismet, saveAkismet } from './akismet-settings';
import { Captcha } from './captcha';

declare module 'fastify' {
  interface FastifyInstance {
    /** The review queue's decisions; `review.onApproved` hooks approval (docs/behaviour.md §13.2). */
    review: ReviewDesk;
    /** The proof-of-work captcha of the public forms (docs/behaviour.md §13.1). */
    captcha: Captcha;
  }
}

/** The plugin's name: modules that use `app.review` list it in their fastify-plugin `dependencies`. */
export const SPAM_PLUGIN = 'spam-module';

/** The desk's spam shield pages: 敏感词 and the shield's settings (docs/behaviour.md §13). */
async function spamRoutes(app: FastifyInstance): Promise<void> {
  // Each challenge is new and single use: never cached (no `cache` tags on its contract).
  contractRoute(app, api.challenge, async () => ok(await app.captcha.challenge()));

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

  // The API key goes in, never out: the answer says only whether one is stored (docs/behaviour.md §13.3).
  contractRoute(app, akismetContracts.settings, async () => ok(akismetView(await readAkismet(app))));

  contractRoute(app, akismetContracts.save, async (request) =>
    ok(akismetView(await saveAkismet(app, request.body)), '保存成功'),
  );
}

export interface SpamOptions {
  /** The server's secret (JWT_SECRET), from which the captcha's HMAC keys are derived. */
  captchaSecret: string;
}

export default fp(
  async function spamModule(app: FastifyInstance, options: SpamOptions) {
    app.decorate('review', new ReviewDesk(app.db));
    app.decorate('captcha', new Captcha(app, options.captchaSecret));
    await app.register(spamRoutes);
  },
  { name: SPAM_PLUGIN },
);
