import type { Revision, RevisionSummary } from '@protocol/api/revision';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import { revisionSnapshot, revisionStatus } from './revisions';

/** docs/behaviour.md §11.3: a revision that is not this article's answers like a missing one. */
export const NO_SUCH_REVISION = '该文章没有这个历史版本';

async function requireArticle(db: DB, articleId: number): Promise<void> {
  const found = await db.selectFrom('articles').select('id').where('id', '=', articleId).executeTakeFirst();
  if (!found) throw notFound('文章不存在');
}

function revisionsOf(db: DB, articleId: number) {
  return db
    .selectFrom('article_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select(['r.id', 'r.kind', 'r.author_id', 'u.nick_name', 'r.article_title', 'r.status'])
    .select(['r.word_count', 'r.word_delta', 'r.createdAt'])
    .where('r.article_id', '=', articleId);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof revisionsOf>['execute']>>[number];

function summary(row: SummaryRow): RevisionSummary {
  return {
    id: row.id,
    kind: row.kind,
    author_id: row.author_id,
    authorName: row.nick_name ?? '',
    article_title: row.article_title,
    status: revisionStatus(row.status),
    word_count: Number(row.word_count),
    word_delta: Number(row.word_delta),
    createdAt: row.createdAt,
  };
}

/** An article's revisions, newest first, without bodies; 404 when the article does not exist. */
export async function listRevisions(db: DB, articleId: number): Promise<RevisionSummary[]> {
  await requireArticle(db, articleId);
  const rows = await revisionsOf(db, articleId).orderBy('r.id', 'desc').execute();
  return rows.map(summary);
}

/** One revision whole; 404 when the article, or this revision of it, does not exist. */
export async function getRevision(db: DB, articleId: number, revisionId: number): Promise<Revision> {
  await requireArticle(db, articleId);
  const row = await revisionsOf(db, articleId)
    .select(['r.article_id', 'r.article_content', 'r.article_cover', 'r.category_name', 'r.tags'])
    .where('r.id', '=', revisionId)
    .executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_REVISION);
  const { article_title, article_content, article_cover, category_name, tagNameList } = revisionSnapshot(row);
  return {
    ...summary(row),
    article_id: row.article_id,
    article_title,
    article_content,
    article_cover,
    category_name,
    tagNameList,
  };
}
