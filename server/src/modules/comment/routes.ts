import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { requireTarget } from '../../lib/interaction-targets';
import { likeIdentity } from '../like/identity';
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

/** Comments are written by hand; 20 a minute per client is plenty and stops scripted floods. */
export const COMMENT_WRITES_PER_MINUTE = 20;
const WRITE_RATE_LIMIT = { max: COMMENT_WRITES_PER_MINUTE, timeWindow: '1 minute' };

/** Comments on articles, talks and message-board posts (docs/behaviour.md §9.4). */
export default async function commentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const prefix = '/api/comment';

  app.post(
    `${prefix}/getCommentTotal`,
    { schema: { body: TargetBody, response: { 200: TotalEnvelope } } },
    async (request) => ok(await commentTotal(app.db, request.body.type as 1 | 2 | 3, request.body.for_id)),
  );

  app.post(
    `${prefix}/frontGetParentComment`,
    { schema: { body: ParentPageBody, response: { 200: PageEnvelope } } },
    async (request) => {
      const { type, for_id, current, size, order } = request.body;
      const query = { type: type as 1 | 2 | 3, forId: for_id, current, size, order };
      return ok(await parentComments(app.db, query, await likeIdentity(request)));
    },
  );

  app.post(
    `${prefix}/frontGetChildrenComment`,
    { schema: { body: ChildrenPageBody, response: { 200: PageEnvelope } } },
    async (request) => {
      const { type, for_id, parent_id, current, size } = request.body;
      const query = { type: type as 1 | 2 | 3, forId: for_id, parentId: parent_id, current, size };
      return ok(await childComments(app.db, query, await likeIdentity(request)));
    },
  );

  const writeOptions = { preHandler: app.requireUser, config: { rateLimit: WRITE_RATE_LIMIT } };

  app.post(
    `${prefix}/add`,
    { ...writeOptions, schema: { body: AddBody, response: { 200: ItemEnvelope } } },
    async (request) => {
      const user = request.authUser!;
      const type = request.body.type as 1 | 2 | 3;
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
    { ...writeOptions, schema: { body: ApplyBody, response: { 200: ItemEnvelope } } },
    async (request) => {
      const user = request.authUser!;
      const { for_id: forId, parent_id: parentId, to_id: toId } = request.body;
      const type = request.body.type as 1 | 2 | 3;
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
    { preHandler: app.requireUser, schema: { params: DeleteParams, response: { 200: DeletedEnvelope } } },
    async (request) => {
      const deleted = await deleteComment(app.db, request.authUser!, request.params.id, request.params.parent_id);
      return ok({ deleted }, '删除成功');
    },
  );
}
