import type { DB } from '../../db/database';
import { pageTagsQuery, publicSummaries } from '../../modules/article';

/** One public article with what its head shows (no counters); undefined when missing or not public. */
export async function findPublicArticleHead(db: DB, id: number) {
  const article = await publicSummaries(db).select('a.article_content').where('a.id', '=', id).executeTakeFirst();
  if (!article) return undefined;
  const tags = await pageTagsQuery(db, [id]).execute();
  return { ...article, tagNames: tags.map((t) => t.tag_name) };
}
