import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { ARTICLE_WRITE_TAGS } from '@protocol/api/revision';
import { EmptyEnvelope, Envelope, Paged } from '../../../lib/response-schemas';
import { Count, Created, IdListBody, IdParams, adminSchema } from '../shared/schemas';
import { ARTICLE_BODY_LIMIT, ArticleForEditor, CreateBody, ListItem, ListQuery, UpdateBody, Updated } from './schemas';
import { createArticle, deleteArticles, updateArticle, type NewArticleInput } from './service';
import { getArticleForEditor, listArticles } from './queries';
import { signedInUser } from '../../../lib/auth-user';
import { badRequest } from '../../../lib/errors';
import { articleContentProblem } from '@protocol/articleRules';
import { blogNow, resolveSchedule } from './schedule';

/** docs/behaviour.md §11: a body with an image without an address (`![]()`) is refused, a 400. */
function refuseEmptyImages(content: string | undefined): void {
  const problem = content === undefined ? null : articleContentProblem(content);
  if (problem) throw badRequest(problem);
}

const ARTICLE_TAGS = ARTICLE_WRITE_TAGS;

/** Admin articles: list, read for the editor, create, edit, delete (fixed paths). */
export default async function adminArticleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(import('./revision-routes'));
  app.get(
    '/api/admin/article',
    {
      schema: adminSchema('文章列表（全部状态） · Every article, any status', {
        querystring: ListQuery,
        response: { 200: Paged(ListItem) },
      }),
    },
    async (request) => ok(await listArticles(app.db, request.query)),
  );

  app.get(
    '/api/admin/article/:id',
    {
      schema: adminSchema(
        '读取文章（编辑用，正文原样） · One article for the editor, body as stored',
        { params: IdParams, response: { 200: Envelope(ArticleForEditor) } },
        404,
      ),
    },
    async (request) => ok(await getArticleForEditor(app.db, request.params.id)),
  );

  app.post(
    '/api/admin/article',
    {
      config: { invalidates: ARTICLE_TAGS },
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: adminSchema(
        '新建文章（分类、标签不存在时创建） · Create an article; unknown category and tags are created',
        { body: CreateBody, response: { 200: Envelope(Created) } },
        413,
      ),
    },
    async (request) => {
      refuseEmptyImages(request.body.article_content);
      const body: NewArticleInput = request.body;
      const nowText = blogNow(app.clock.now());
      const { status, publish_at } = resolveSchedule(body.status, body.publish_at ?? null, nowText);
      const id = await createArticle(app.db, signedInUser(request).id, body, undefined, nowText);
      app.publisher.rearm();
      return ok({ id }, status === 'public' ? '发布成功' : publish_at ? `已定时，将于 ${publish_at} 发布` : '保存成功');
    },
  );

  app.put(
    '/api/admin/article/:id',
    {
      config: { invalidates: ARTICLE_TAGS },
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: adminSchema(
        '修改文章（字段均可选） · Edit an article, every field optional',
        { params: IdParams, body: UpdateBody, response: { 200: Envelope(Updated) } },
        404,
        409,
        413,
      ),
    },
    async (request) => {
      refuseEmptyImages(request.body.article_content);
      const nowText = blogNow(app.clock.now());
      const saved = await updateArticle(
        app.db,
        request.params.id,
        request.body,
        app.storage,
        nowText,
        signedInUser(request).id,
      );
      app.publisher.rearm();
      return ok(saved, '修改成功');
    },
  );

  app.delete(
    '/api/admin/article/:id',
    {
      config: { invalidates: ARTICLE_TAGS },
      schema: adminSchema(
        '删除文章及其评论、点赞、标签关联与不再使用的图片 · Delete an article with what hangs on it',
        { params: IdParams, response: { 200: EmptyEnvelope() } },
        404,
      ),
    },
    async (request, reply) => {
      const count = await deleteArticles(app.db, [request.params.id], app.storage);
      if (count === 0) return reply.status(404).send({ code: 404, message: '文章不存在' });
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/api/admin/article/delete',
    {
      config: { invalidates: ARTICLE_TAGS },
      schema: adminSchema('批量删除文章 · Delete several articles', {
        body: IdListBody,
        response: { 200: Envelope(Count) },
      }),
    },
    async (request) => {
      const count = await deleteArticles(app.db, request.body.idList, app.storage);
      return ok({ count }, '删除成功');
    },
  );
}
