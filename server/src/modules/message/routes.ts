import type { FastifyInstance } from 'fastify';
import { messageContracts as api } from '@protocol/api/message';
import { CacheTag } from '../../lib/cache/tags';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { NOTIFY_TYPE, notifyAdmins, NOTIFY_PLUGIN } from '../notify';
import { MAIL_PLUGIN, heldNotice, readerEmail } from '../mail';
import { plainExcerpt } from '../comment';
import { forReader, likeIdentity } from '../like';
import { SPAM_PLUGIN, mustHold, screenSubmission, viewerOf } from '../spam';
import { REVIEW_MESSAGES } from '@protocol/spamRules';
import { cleanMessage, type MessageInput } from './content';
import { deleteMessages } from './delete';
import { addMessage, hotTags, messageById, messagePage, updateMessage, wall } from './service';
import { ADMIN_ROLE, signedInUser } from '../../lib/auth-user';
import fp from 'fastify-plugin';

/** Posts are written by hand; 5 a minute per client stops a flood (anonymous posting is open). */
export const MESSAGE_POSTS_PER_MINUTE = 5;
const POST_RATE_LIMIT = { max: MESSAGE_POSTS_PER_MINUTE, timeWindow: '1 minute' };
const EDIT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
// The wall and the hot tags show post counts of comments and likes too.
// Lists and posts by id carry the reader's like flag, so their API answers are not cached; the
// server-rendered pages that show them are (their renderer reads them without it, docs/caching.md).
const RENDERED = { renderTags: [CacheTag.messages, CacheTag.comments, CacheTag.likes, CacheTag.users] };

/** The message board (留言板): reading, anonymous or signed posting, editing and deleting own posts. */
async function messageRoutes(app: FastifyInstance): Promise<void> {
  /** The post's text and tag through the spam shield (docs/behaviour.md §13): masked, or refused. */
  async function screenMessage(input: MessageInput, form: Parameters<typeof screenSubmission>[1]) {
    const screened = await screenSubmission(app, form, { message: input.message, tag: input.tag }, true);
    return { input: { ...input, ...screened.texts }, screened };
  }

  contractRoute(
    app,
    api.list,
    async (request) => {
      const page = await messagePage(
        app.db,
        viewerOf(await request.optionalUser()),
        request.body,
        await likeIdentity(request),
      );
      return ok({ ...page, list: page.list.map((message) => forReader(request, message)) });
    },
    { config: RENDERED },
  );

  contractRoute(app, api.wall, async () => ok(await wall(app.db)));

  contractRoute(
    app,
    api.byId,
    async (request) =>
      ok(
        forReader(
          request,
          await messageById(
            app.db,
            viewerOf(await request.optionalUser()),
            request.params.id,
            await likeIdentity(request),
          ),
        ),
      ),
    { config: RENDERED },
  );

  contractRoute(app, api.hotTags, async () => ok(await hotTags(app.db)));

  contractRoute(
    app,
    api.add,
    async (request) => {
      const user = await request.optionalUser();
      if (request.headers.authorization && !user) throw unauthorized();
      const form = { fields: request.body, writer: user, request, kind: 'message' as const, email: request.body.email };
      const { input, screened } = await screenMessage(await cleanMessage(request.body, app.storage), form);
      const held = await mustHold(app.db, screened.settings, 'message', screened.flagged, user);
      // An anonymous post's optional address (docs/behaviour.md §5.5); a signed-in writer's is their account's.
      const email = user ? null : readerEmail(request.body.email) || null;
      // The post and the author's mail in one transaction (docs/behaviour.md §5.4); sent after. A held
      // post tells only the author, 待审核, until it is approved (docs/behaviour.md §13.2).
      const { id, nick } = await app.db.transaction().execute(async (trx) => {
        const added = await addMessage(trx, user, input, held, email);
        const heading = `${plainExcerpt(added.nick, 20)} 在留言板留言`;
        const notice = held
          ? heldNotice(heading, input.message)
          : { kind: 'message' as const, heading, quoted: input.message, path: `/message/detail?id=${added.id}` };
        if (user?.role !== ADMIN_ROLE) await app.mail.notifyAuthor(trx, request, notice);
        return added;
      });
      app.mail.worker.poke();
      if (held) return ok({ id }, REVIEW_MESSAGES.held);
      await notifyAdmins(
        app,
        NOTIFY_TYPE.messageBoard,
        id,
        `${plainExcerpt(nick, 20)} 在留言板留言：${plainExcerpt(input.message)}`,
      );
      return ok({ id }, '留言成功');
    },
    { config: { rateLimit: POST_RATE_LIMIT } },
  );

  contractRoute(
    app,
    api.update,
    async (request) => {
      const { input } = await screenMessage(await cleanMessage(request.body, app.storage), null);
      await updateMessage(app.db, signedInUser(request), request.body.id, input);
      return ok(null, '修改成功');
    },
    { config: { rateLimit: EDIT_RATE_LIMIT } },
  );

  contractRoute(
    app,
    api.delete,
    async (request) => {
      const deleted = await deleteMessages(app.db, signedInUser(request), request.body.idList);
      return ok({ deleted }, '删除成功');
    },
    { config: { rateLimit: EDIT_RATE_LIMIT } },
  );
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(messageRoutes, {
  name: 'message-module',
  encapsulate: true,
  dependencies: [NOTIFY_PLUGIN, MAIL_PLUGIN, SPAM_PLUGIN],
});
