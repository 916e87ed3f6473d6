import type { FastifyInstance } from 'fastify';
import { adminArticleContracts as api, ARTICLE_BODY_LIMIT } from '@protocol/api/adminArticle';
import { articleContentProblem } from '@protocol/articleRules';
import { signedInUser } from '../../../lib/auth-user';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { bulkDeleteRoute, DELETED, UPDATED } from '../shared/crud';
import { getArticleForEditor, listArticles } from './queries';
import { blogNow, resolveSchedule } from './schedule';
import { createArticle, deleteArticles, updateArticle } from './service';

/** docs/behaviour.md §11: a body with an image without an address (`![]()`) is refused, a 400. */
function refuseEmptyImages(content: string | undefined): void {
  const problem = content === undefined ? null : articleContentProblem(content);
  if (problem) throw badRequest(problem);
}

/** Admin articles (protocol/api/adminArticle.ts): list, read for the editor, create, edit, delete. */
export default async function adminArticleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(import('./revision-routes'));
  contractRoute(app, api.list, async (request) => ok(await listArticles(app.db, request.query)));
  contractRoute(app, api.one, async (request) => ok(await getArticleForEditor(app.db, request.params.id)));

  contractRoute(
    app,
    api.create,
    async (request) => {
      const body = request.body;
      refuseEmptyImages(body.article_content);
      const nowText = blogNow(app.clock.now());
      const { status, publish_at } = resolveSchedule(body.status, body.publish_at ?? null, nowText);
      const id = await createArticle(app.db, signedInUser(request).id, body, undefined, nowText);
      app.publisher.rearm();
      return ok({ id }, status === 'public' ? '发布成功' : publish_at ? `已定时，将于 ${publish_at} 发布` : '保存成功');
    },
    { bodyLimit: ARTICLE_BODY_LIMIT },
  );

  contractRoute(
    app,
    api.update,
    async (request) => {
      refuseEmptyImages(request.body.article_content);
      const nowText = blogNow(app.clock.now());
      const author = signedInUser(request).id;
      const saved = await updateArticle(app.db, request.params.id, request.body, app, nowText, author);
      app.publisher.rearm();
      return ok(saved, UPDATED);
    },
    { bodyLimit: ARTICLE_BODY_LIMIT },
  );

  contractRoute(app, api.remove, async (request, reply) => {
    const count = await deleteArticles(app.db, [request.params.id], app);
    if (count === 0) return reply.status(404).send({ code: 404, message: '文章不存在' });
    return ok(null, DELETED);
  });
  bulkDeleteRoute(app, api.bulkDelete, (ids) => deleteArticles(app.db, ids, app));
}
