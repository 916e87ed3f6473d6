import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheTag } from '../../lib/cache/tags';
import { ok } from '../../lib/envelope';
import { TOKEN_SECURITY, failures } from '../../lib/response-schemas';
import { requireTarget } from '../../lib/interaction-targets';
import { likeIdentity } from '../like';
import { cleanCommentContent } from './content';
import { notifyComment } from './notifications';
import {
  AddBody,
  ApplyBody,
  ChildrenPageBody,
  DeleteParams,
  DeletedEnvelope,
  ItemEnvelope,
  PageEnvelope,
  ParentPageBody,
  TargetBody,
  TotalEnvelope,
} from './schemas';
import { checkReplyTarget, childComments, commentTotal, deleteComment, insertComment, parentComments } from './service';
import { signedInUser } from '../../lib/auth-user';
import fp from 'fastify-plugin';
import { NOTIFY_PLUGIN } from '../notify';

/** Comments are written by hand; 20 a minute per client is plenty and stops scripted floods. */
export const COMMENT_WRITES_PER_MINUTE = 20;
const WRITE_RATE_LIMIT = { max: COMMENT_WRITES_PER_MINUTE, timeWindow: '1 minute' };

/** Comments on articles, talks and message-board posts (docs/behaviour.md §9.4). */
async function commentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const prefix = '/api/comment';
  const tags = ['comment'];

  app.post(
    `${prefix}/getCommentTotal`,
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '评论总数 · Number of comments on a target',
        body: TargetBody,
        response: { 200: TotalEnvelope, ...failures(400, 404) },
      },
    },
    async (request) => ok(await commentTotal(app.db, request.body.type, request.body.for_id)),
  );

  app.post(
    `${prefix}/frontGetParentComment`,
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '一级评论（热门或最新，分页） · Top-level comments, hot or new, paged',
        body: ParentPageBody,
        response: { 200: PageEnvelope, ...failures(400, 404) },
      },
    },
    async (request) => {
      const { type, for_id, current, size, order } = request.body;
      const query = { type: type, forId: for_id, current, size, order };
      return ok(await parentComments(app.db, query, await likeIdentity(request)));
    },
  );

  app.post(
    `${prefix}/frontGetChildrenComment`,
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '某条评论的回复（分页） · Replies under one comment, paged',
        body: ChildrenPageBody,
        response: { 200: PageEnvelope, ...failures(400, 404) },
      },
    },
    async (request) => {
      const { type, for_id, parent_id, current, size } = request.body;
      const query = { type: type, forId: for_id, parentId: parent_id, current, size };
      return ok(await childComments(app.db, query, await likeIdentity(request)));
    },
  );

  const writeOptions = {
    preHandler: app.requireUser,
    config: { rateLimit: WRITE_RATE_LIMIT, invalidates: [CacheTag.comments] },
  };

  app.post(
    `${prefix}/add`,
    {
      ...writeOptions,
      schema: {
        tags,
        summary: '发表评论（作者取自 token） · Post a comment; the author comes from the token',
        security: TOKEN_SECURITY,
        body: AddBody,
        response: { 200: ItemEnvelope, ...failures(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const type = request.body.type;
      const content = cleanCommentContent(request.body.content);
      const target = await requireTarget(app.db, type, request.body.for_id);
      const item = await insertComment(app.db, {
        type,
        forId: request.body.for_id,
        fromId: user.id,
        content,
        parentId: null,
        toId: null,
      });
      await notifyComment(app, {
        type,
        forId: item.for_id,
        target,
        authorId: user.id,
        authorName: item.from_name,
        content,
        toId: null,
      });
      return ok(item, '评论成功');
    },
  );

  app.post(
    `${prefix}/apply`,
    {
      ...writeOptions,
      schema: {
        tags,
        summary: '回复评论 · Reply to a comment',
        security: TOKEN_SECURITY,
        body: ApplyBody,
        response: { 200: ItemEnvelope, ...failures(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { for_id: forId, parent_id: parentId, to_id: toId } = request.body;
      const type = request.body.type;
      const content = cleanCommentContent(request.body.content);
      const target = await requireTarget(app.db, type, forId);
      await checkReplyTarget(app.db, type, forId, parentId, toId);
      const item = await insertComment(app.db, { type, forId, fromId: user.id, content, parentId, toId });
      await notifyComment(app, { type, forId, target, authorId: user.id, authorName: item.from_name, content, toId });
      return ok(item, '回复成功');
    },
  );

  app.delete(
    `${prefix}/delete/:id/:parent_id`,
    {
      config: { invalidates: [CacheTag.comments] },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '删除评论（本人或博主，连同回复） · Delete a comment and its replies (owner or admin)',
        security: TOKEN_SECURITY,
        params: DeleteParams,
        response: { 200: DeletedEnvelope, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const deleted = await deleteComment(app.db, signedInUser(request), request.params.id, request.params.parent_id);
      return ok({ deleted }, '删除成功');
    },
  );
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(commentRoutes, { name: 'comment-module', encapsulate: true, dependencies: [NOTIFY_PLUGIN] });
