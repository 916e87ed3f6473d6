import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { linkContracts as api } from '@protocol/api/link';
import { LINK_MESSAGES } from '@protocol/boardRules';
import { CacheTag } from '../../lib/cache/tags';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { NOTIFY_TYPE, notifyAdmins, NOTIFY_PLUGIN } from '../notify';
import { MAIL_PLUGIN, heldNotice } from '../mail';
import { ADMIN_ROLE, signedInUser } from '../../lib/auth-user';
import { escapeHtml } from '../../lib/html';
import { addLink, linkPage, reviewLink, updateOwnLink } from './service';
import { SPAM_PLUGIN, mustHold, screenSubmission, type Screened } from '../spam';
import { cleanLink, type LinkInput } from './validate';

/** Applications are rare; 5 a minute per client is plenty and stops scripted floods. */
const WRITE_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

/**
 * Friend links: readers see approved ones only; a logged-in reader applies (the admin is told)
 * and edits their own (back to review); the admin approves or rejects.
 */
async function linkRoutes(app: FastifyInstance): Promise<void> {
  /** Name and description through the spam shield (docs/behaviour.md §13): masked, or refused. */
  async function screenLink(link: LinkInput, form: Parameters<typeof screenSubmission>[1]) {
    const screened: Screened<Record<string, string>> = await screenSubmission(app, form, {
      site_name: link.site_name,
      site_desc: link.site_desc,
    });
    return { link: { ...link, ...screened.texts }, screened };
  }

  contractRoute(
    app,
    api.list,
    async (request) => {
      const status = request.body.status ?? 'approved';
      if (status !== 'approved') {
        const user = await request.optionalUser();
        if (user?.role !== ADMIN_ROLE) throw forbidden('只有博主可以查看待审核或已拒绝的友链');
      }
      return ok(await linkPage(app.db, status, request.body.current, request.body.size));
    },
    { config: { renderTags: [CacheTag.links] } },
  );

  contractRoute(
    app,
    api.add,
    async (request) => {
      const user = signedInUser(request);
      const form = { fields: request.body, writer: user, request, kind: 'link' as const };
      const { link, screened } = await screenLink(await cleanLink(request.body, app.storage), form);
      const held = await mustHold(app.db, screened.settings, 'link', screened.flagged, user);
      // The application and the author's mail in one transaction (docs/behaviour.md §5.4); sent after.
      // A held one says 待审核 and links to the review queue (docs/behaviour.md §13.2).
      const id = await app.db.transaction().execute(async (trx) => {
        const added = await addLink(trx, user.id, link, held);
        const heading = `新的友链申请：${link.site_name}`;
        const quoted = `${link.site_name}\n${link.url}\n${link.site_desc}`;
        const notice = held
          ? heldNotice(heading, quoted)
          : { kind: 'link' as const, heading, quoted, path: '/admin/links' };
        await app.mail.notifyAuthor(trx, request, notice);
        return added;
      });
      app.mail.worker.poke();
      await notifyAdmins(app, NOTIFY_TYPE.adminSite, id, `新的友链申请：${escapeHtml(link.site_name)}，请前往后台审核`);
      return ok({ id }, LINK_MESSAGES.added);
    },
    { config: { rateLimit: WRITE_RATE_LIMIT } },
  );

  contractRoute(
    app,
    api.update,
    async (request) => {
      const { link } = await screenLink(await cleanLink(request.body, app.storage), null);
      await updateOwnLink(app.db, signedInUser(request).id, request.body.id, link);
      await notifyAdmins(
        app,
        NOTIFY_TYPE.adminSite,
        request.body.id,
        `友链修改待审核：${escapeHtml(link.site_name)}，请前往后台审核`,
      );
      return ok(null, LINK_MESSAGES.updated);
    },
    { config: { rateLimit: WRITE_RATE_LIMIT } },
  );

  contractRoute(app, api.review, async (request) => {
    await reviewLink(app.db, request.body.id, request.body.status);
    return ok(null, request.body.status === 'approved' ? '已通过' : '已拒绝');
  });
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(linkRoutes, {
  name: 'link-module',
  encapsulate: true,
  dependencies: [NOTIFY_PLUGIN, MAIL_PLUGIN, SPAM_PLUGIN],
});
