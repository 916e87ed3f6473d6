import type { DB } from '../../db/database';
import { pageTagsQuery, publicSummaries } from '../../modules/article';
import { PUBLIC_ALBUM } from '../../modules/photo';

/** One public article with what its head shows (no counters); undefined when missing or not public. */
export async function findPublicArticleHead(db: DB, id: number) {
  const article = await publicSummaries(db).select('a.article_content').where('a.id', '=', id).executeTakeFirst();
  if (!article) return undefined;
  const tags = await pageTagsQuery(db, [id]).execute();
  return { ...article, tagNames: tags.map((t) => t.tag_name) };
}

/** A public album's name for the /photos?id head; null when missing or private (a 404). */
export async function findPublicAlbumName(db: DB, id: number): Promise<string | null> {
  const album = await db
    .selectFrom('albums')
    .select('album_name')
    .where('id', '=', id)
    .where('status', '=', PUBLIC_ALBUM)
    .executeTakeFirst();
  return album?.album_name ?? null;
}
