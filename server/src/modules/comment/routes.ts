import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commentContracts as api } from '@protocol/api/comment';
import { ok } from '../../lib/envelope';
import { contractRoute } from '../../lib/contract-route';
import { requireTarget, type TargetInfo } from '../../lib/interaction-targets';
import { likeIdentity } from '../like';
import { requireArticleAccess } from '../article';
import { cleanCommentContent } from './content';
import { authorCommentMail, notifyComment, readerCommentMail } from './notifications';
import {
  checkReplyTarget,
  childComments,
  commentTotal,
  deleteComment,
  insertComment,
  parentComments,
  type NewComment,
} from './service';
import { ADMIN_ROLE, signedInUser } from '../../lib/auth-user';
import fp from 'fastify-plugin';
import type { CommentTargetType } from '@protocol/interactionRules';
import { NOTIFY_PLUGIN } from '../notify';
import { MAIL_PLUGIN } from '../mail';
import { SPAM_PLUGIN, mustHold, screenSubmission, viewerOf, type ReviewKind } from '../spam';
import { TARGET } from '@protocol/interactionRules';
import { REVIEW_MESSAGES, type FormGuardInput } from '@protocol/spamRules';
import { announceApproved } from './approved';

type CommentInput = NewComment & { type: CommentTargetType };

/** Talks' comments have their own review policy (docs/behaviour.md §13.2). */
const reviewKind = (type: number): ReviewKind => (type === TARGET.talk ? 'talk_comment' : 'comment');

/** Comments are written by hand; 20 a minute per client is plenty and stops scripted floods. */
export const COMMENT_WRITES_PER_MINUTE = 20;
const WRITES = { config: { rateLimit: { max: COMMENT_WRITES_PER_MINUTE, timeWindow: '1 minute' } } };

/** Comments on articles, talks and message-board posts (docs/behaviour.md §9.4), from protocol/api/comment.ts. */
async function commentRoutes(app: FastifyInstance): Promise<void> {
  app.review.onApproved(async ({ kind, ids, request }) => {
    if (kind === 'comment' || kind === 'talk_comment') await announceApproved(app, request, ids);
  });
  const viewer = async (request: FastifyRequest) => viewerOf(await request.optionalUser());
  /** A protected article's comments are read and written only with its grant (docs/behaviour.md §11.4). */
  const mayOpen = async (request: FastifyRequest, type: number, forId: number) => {
    if (type === TARGET.article) await requireArticleAccess(app, request, forId);
  };

  /**
   * The comment and its mails (author, readers) in one transaction (docs/behaviour.md §5.4); sent
   * after. A held comment tells only the author, 待审核, until it is approved (docs/behaviour.md §13.2).
   */
  async function storeComment(request: FastifyRequest, comment: CommentInput, target: TargetInfo) {
    const user = signedInUser(request);
    const item = await app.db.transaction().execute(async (trx) => {
      const stored = await insertComment(trx, comment);
      const event = { ...comment, target, authorId: user.id, authorName: stored.from_name };
      const authorMail = authorCommentMail(event, stored.id, comment.held);
      if (user.role !== ADMIN_ROLE) await app.mail.notifyAuthor(trx, request, authorMail);
      if (!comment.held) await app.mail.notifyReaders(trx, request, readerCommentMail(event, stored.id));
      return stored;
    });
    app.mail.worker.poke();
    if (!comment.held) await notifyComment(app, { ...comment, target, authorId: user.id, authorName: item.from_name });
    return item;
  }

  /** The text as the word lists leave it, and whether the review policy holds it (docs/behaviour.md §13). */
  async function screenComment(request: FastifyRequest & { body: FormGuardInput & { content: string } }, type: number) {
    const writer = signedInUser(request);
    const form = { fields: request.body, writer, request, kind: reviewKind(type) };
    const screened = await screenSubmission(app, form, { content: cleanCommentContent(request.body.content) }, true);
    const held = await mustHold(app.db, screened.settings, reviewKind(type), screened.flagged, writer);
    return { content: screened.texts.content, held };
  }

  contractRoute(app, api.total, async (request) =>
    ok(await commentTotal(app.db, request.body.type, request.body.for_id, await viewer(request))),
  );

  contractRoute(app, api.parents, async (request) => {
    const { type, for_id, current, size, order } = request.body;
    await mayOpen(request, type, for_id);
    const query = { viewer: await viewer(request), type: type, forId: for_id, current, size, order };
    return ok(await parentComments(app.db, query, await likeIdentity(request)));
  });

  contractRoute(app, api.children, async (request) => {
    const { type, for_id, parent_id, current, size } = request.body;
    await mayOpen(request, type, for_id);
    const query = { viewer: await viewer(request), type: type, forId: for_id, parentId: parent_id, current, size };
    return ok(await childComments(app.db, query, await likeIdentity(request)));
  });

  contractRoute(
    app,
    api.add,
    async (request) => {
      const user = signedInUser(request);
      const type = request.body.type;
      const target = await requireTarget(app.db, type, request.body.for_id);
      await mayOpen(request, type, request.body.for_id);
      const { content, held } = await screenComment(request, type);
      const comment = { type, forId: request.body.for_id, fromId: user.id, content, parentId: null, toId: null, held };
      const item = await storeComment(request, comment, target);
      return ok(item, held ? REVIEW_MESSAGES.held : '评论成功');
    },
    WRITES,
  );

  contractRoute(
    app,
    api.apply,
    async (request) => {
      const user = signedInUser(request);
      const { for_id: forId, parent_id: parentId, to_id: toId } = request.body;
      const type = request.body.type;
      const target = await requireTarget(app.db, type, forId);
      await mayOpen(request, type, forId);
      await checkReplyTarget(app.db, type, forId, parentId, toId);
      const { content, held } = await screenComment(request, type);
      const item = await storeComment(request, { type, forId, fromId: user.id, content, parentId, toId, held }, target);
      return ok(item, held ? REVIEW_MESSAGES.held : '回复成功');
    },
    WRITES,
  );

  contractRoute(app, api.delete, async (request) => {
    const deleted = await deleteComment(app.db, signedInUser(request), request.params.id, request.params.parent_id);
    return ok({ deleted }, '删除成功');
  });
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(commentRoutes, {
  name: 'comment-module',
  encapsulate: true,
  dependencies: [NOTIFY_PLUGIN, MAIL_PLUGIN, SPAM_PLUGIN],
});
