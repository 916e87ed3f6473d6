import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CacheTag } from '../../lib/cache/tags';
import { ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { NOTIFY_TYPE, notifyAdmins, NOTIFY_PLUGIN } from '../notify';
import { Envelope, EmptyEnvelope, Paged, TOKEN_SECURITY, failures } from '../../lib/response-schemas';
import { plainExcerpt } from '../comment';
import { forReader, likeIdentity } from '../like';
import { cleanMessage } from './content';
import {
  AddMessageBody,
  DeleteMessagesBody,
  DeletedResult,
  HotTag,
  IdResult,
  MessageIdParams,
  MessageItem,
  MessagePageBody,
  UpdateMessageBody,
  WallResult,
} from './schemas';
import { deleteMessages } from './delete';
import { addMessage, hotTags, messageById, messagePage, updateMessage, wall } from './service';
import { signedInUser } from '../../lib/auth-user';
import fp from 'fastify-plugin';

/** Posts are written by hand; 5 a minute per client stops a flood (anonymous posting is open). */
export const MESSAGE_POSTS_PER_MINUTE = 5;
const POST_RATE_LIMIT = { max: MESSAGE_POSTS_PER_MINUTE, timeWindow: '1 minute' };
const EDIT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
// The wall and the hot tags show post counts of comments and likes too.
const CACHED = { cache: { tags: [CacheTag.messages, CacheTag.comments, CacheTag.likes] } };
// Lists and posts by id carry the reader's like flag, so their API answers are not cached; the
// server-rendered pages that show them are (their renderer reads them without it, docs/caching.md).
const RENDERED = { renderTags: [CacheTag.messages, CacheTag.comments, CacheTag.likes, CacheTag.users] };

/** The message board (留言板): reading, anonymous or signed posting, editing and deleting own posts. */
async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['message'];
  const prefix = '/api/message';

  app.post(
    `${prefix}/getMessageList`,
    {
      config: { invalidates: [], ...RENDERED },
      schema: {
        tags,
        summary: '留言列表（按标签与内容筛选，分页） · Posts filtered by tag and text, newest first, paged',
        body: MessagePageBody,
        response: { 200: Paged(MessageItem), ...failures(400) },
      },
    },
    async (request) => {
      const page = await messagePage(app.db, request.body, await likeIdentity(request));
      return ok({ ...page, list: page.list.map((message) => forReader(request, message)) });
    },
  );

  app.get(
    `${prefix}/getAllMessage`,
    {
      schema: {
        tags,
        summary: '弹幕墙：最新的留言（有上限） · The newest posts for the danmaku wall, capped',
        response: { 200: Envelope(WallResult), ...failures() },
      },
      config: CACHED,
    },
    async () => ok(await wall(app.db)),
  );

  app.get(
    `${prefix}/getMessageById/:id`,
    {
      schema: {
        tags,
        summary: '一条留言 · One post',
        params: MessageIdParams,
        response: { 200: Envelope(MessageItem), ...failures(400, 404) },
      },
      config: RENDERED,
    },
    async (request) =>
      ok(forReader(request, await messageById(app.db, request.params.id, await likeIdentity(request)))),
  );

  app.get(
    `${prefix}/getHotTagList`,
    {
      schema: {
        tags,
        summary: '热门标签（前 10） · Ten most used tags',
        response: { 200: Envelope(Type.Array(HotTag)), ...failures() },
      },
      config: { cache: { tags: [CacheTag.messages] } },
    },
    async () => ok(await hotTags(app.db)),
  );

  app.post(
    `${prefix}/add`,
    {
      config: { invalidates: [CacheTag.messages], rateLimit: POST_RATE_LIMIT },
      schema: {
        tags,
        summary: '发表留言（可匿名，作者取自 token） · Post; anonymous allowed, the author comes from the token',
        body: AddMessageBody,
        response: { 200: Envelope(IdResult), ...failures(400, 401, 429) },
      },
    },
    async (request) => {
      const input = cleanMessage(request.body, app.config.uploadDir);
      // An invalid or expired token is a 401 rather than a silent anonymous post.
      const user = await request.optionalUser();
      if (request.headers.authorization && !user) throw unauthorized();
      const { id, nick } = await addMessage(app.db, user, input);
      await notifyAdmins(
        app,
        NOTIFY_TYPE.messageBoard,
        id,
        `${plainExcerpt(nick, 20)} 在留言板留言：${plainExcerpt(input.message)}`,
      );
      return ok({ id }, '留言成功');
    },
  );

  app.post(
    `${prefix}/update`,
    {
      preHandler: app.requireUser,
      config: { invalidates: [CacheTag.messages], rateLimit: EDIT_RATE_LIMIT },
      schema: {
        tags,
        summary: '修改自己的留言（博主可改任意非游客留言） · Edit your own post (the admin any signed one)',
        security: TOKEN_SECURITY,
        body: UpdateMessageBody,
        response: { 200: EmptyEnvelope(), ...failures(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const input = cleanMessage(request.body, app.config.uploadDir);
      await updateMessage(app.db, signedInUser(request), request.body.id, input);
      return ok(null, '修改成功');
    },
  );

  app.put(
    `${prefix}/delete`,
    {
      preHandler: app.requireUser,
      config: { invalidates: [CacheTag.messages, CacheTag.comments, CacheTag.likes], rateLimit: EDIT_RATE_LIMIT },
      schema: {
        tags,
        summary: '删除留言（本人或博主，全部成功或全部不删） · Delete posts, own or any for the admin, all or nothing',
        security: TOKEN_SECURITY,
        body: DeleteMessagesBody,
        response: { 200: Envelope(DeletedResult), ...failures(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const deleted = await deleteMessages(app.db, signedInUser(request), request.body.idList);
      return ok({ deleted }, '删除成功');
    },
  );
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(messageRoutes, { name: 'message-module', encapsulate: true, dependencies: [NOTIFY_PLUGIN] });
