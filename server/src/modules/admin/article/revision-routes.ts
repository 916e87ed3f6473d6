import type { FastifyInstance } from 'fastify';
import { articleContentProblem } from '@protocol/articleRules';
import { revisionContracts as api } from '@protocol/api/revision';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { signedInUser } from '../../../lib/auth-user';
import { getRevision, listRevisions } from './revision-queries';
import { recordRevision, snapshotOf } from './revisions';
import { blogNow } from './schedule';
import { ARTICLE_BODY_LIMIT } from '@protocol/api/adminArticle';
import { updateArticle } from './service';

/** docs/behaviour.md §11.3: an autosave taken before the title or body was written cannot become the article. */
export const EMPTY_REVISION = '此版本的标题或正文为空，不能恢复';

/** An article's revisions: list, one, restore, and the editor's autosave (docs/behaviour.md §11.3). */
export default async function revisionRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.list, async (request) => ok(await listRevisions(app.db, request.params.id)));

  contractRoute(app, api.one, async (request) =>
    ok(await getRevision(app.db, request.params.id, request.params.revisionId)),
  );

  contractRoute(app, api.restore, async (request) => {
    const { id, revisionId } = request.params;
    const revision = await getRevision(app.db, id, revisionId);
    if (!revision.article_title.trim() || !revision.article_content.trim()) throw badRequest(EMPTY_REVISION);
    const problem = articleContentProblem(revision.article_content);
    if (problem) throw badRequest(problem);
    // The text and front fields come back; the status stays as it is (publishing is its own decision).
    const saved = await updateArticle(
      app.db,
      id,
      {
        article_title: revision.article_title,
        article_content: revision.article_content,
        article_cover: revision.article_cover,
        tagNameList: revision.tagNameList,
        ...(revision.category_name ? { category_name: revision.category_name } : {}),
      },
      app,
      blogNow(app.clock.now()),
      signedInUser(request).id,
    );
    return ok(saved, `已恢复到 ${revision.createdAt} 的版本`);
  });

  contractRoute(
    app,
    api.autosave,
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const saved = await app.db.transaction().execute(async (trx) => {
        const stored = await snapshotOf(trx, id);
        if (!stored) throw notFound('文章不存在');
        return recordRevision(trx, id, 'autosave', signedInUser(request).id, {
          article_title: body.article_title,
          article_content: body.article_content,
          article_cover: body.article_cover ?? stored.article_cover,
          category_name: body.category_name ?? stored.category_name,
          tagNameList: body.tagNameList ?? stored.tagNameList,
          status: body.status ?? stored.status,
        });
      });
      return ok({ revisionId: saved.id, createdAt: saved.createdAt }, '已自动保存');
    },
    { bodyLimit: ARTICLE_BODY_LIMIT },
  );
}
