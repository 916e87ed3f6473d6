import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { CacheTag, type CacheTag as Tag } from '../../../lib/cache/tags';
import { EmptyEnvelope, Envelope, Paged } from '../../../lib/response-schemas';
import { Count, IdListBody, IdParams, adminSchema } from '../shared/schemas';
import {
  AdminChatMessage,
  AdminComment,
  AdminMessage,
  ChatQuery,
  CommentQuery,
  MessageQuery,
  type ModerationQuery,
} from './schemas';
import * as service from './service';

type Deleter = (ids: number[]) => Promise<number>;

/**
 * Moderation: every comment, message-board post and chat message, searchable, deleted one at a
 * time (DELETE …/:id) or in bulk (POST …/delete {idList}).
 */
export default async function adminModerationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { storage } = app;

  /** GET list, DELETE one, POST bulk delete for one kind of content. */
  function moderate(options: {
    path: string;
    label: string;
    english: string;
    query: typeof CommentQuery | typeof MessageQuery | typeof ChatQuery;
    item: typeof AdminComment | typeof AdminMessage | typeof AdminChatMessage;
    list: (input: ModerationQuery) => Promise<unknown>;
    remove: Deleter;
    tags: Tag[];
    missing: string;
  }): void {
    const { path, label, english } = options;
    app.get(
      path,
      {
        schema: adminSchema(`${label}列表（搜索、分页） · Every ${english}, searchable`, {
          querystring: options.query,
          response: { 200: Paged(options.item) },
        }),
      },
      async (request) => ok(await options.list(request.query)),
    );
    app.delete(
      `${path}/:id`,
      {
        config: { invalidates: options.tags },
        schema: adminSchema(
          `删除一条${label} · Delete one ${english}`,
          { params: IdParams, response: { 200: EmptyEnvelope() } },
          404,
        ),
      },
      async (request) => {
        if ((await options.remove([request.params.id])) === 0) throw notFound(options.missing);
        return ok(null, '删除成功');
      },
    );
    app.post(
      `${path}/delete`,
      {
        config: { invalidates: options.tags },
        schema: adminSchema(`批量删除${label} · Delete several ${english}`, {
          body: IdListBody,
          response: { 200: Envelope(Count) },
        }),
      },
      async (request) => ok({ count: await options.remove(request.body.idList) }, '删除成功'),
    );
  }

  moderate({
    path: '/api/admin/comment',
    label: '评论',
    english: 'comment',
    query: CommentQuery,
    item: AdminComment,
    list: (input) => service.listComments(app.db, input),
    remove: (ids) => service.deleteComments(app.db, storage, ids),
    tags: [CacheTag.comments, CacheTag.likes, CacheTag.articleCounters, CacheTag.messages],
    missing: '评论不存在',
  });

  moderate({
    path: '/api/admin/message',
    label: '留言',
    english: 'message-board post',
    query: MessageQuery,
    item: AdminMessage,
    list: (input) => service.listMessages(app.db, input),
    remove: (ids) => service.deleteMessages(app.db, storage, ids),
    tags: [CacheTag.messages, CacheTag.comments, CacheTag.likes],
    missing: '留言不存在',
  });

  moderate({
    path: '/api/admin/chat',
    label: '聊天消息',
    english: 'chat message',
    query: ChatQuery,
    item: AdminChatMessage,
    list: (input) => service.listChat(app.db, input),
    remove: async (ids) => {
      const deleted = await service.deleteChat(app.db, storage, ids);
      // Every open chat drops them, as when the sender reverts one.
      for (const id of deleted) await app.chatHub.announceRevert(id);
      return deleted.length;
    },
    // Chat is never cached.
    tags: [],
    missing: '消息不存在',
  });
}
