import type { PageFacts } from '@protocol/ssr';
import type { DB } from '../../db/database';
import { pageTagsQuery, publicBody, publicSummaries } from '../../modules/article';
import { getSiteConfig } from '../../modules/config';
import { PUBLIC_ALBUM } from '../../modules/photo';
import { pageAt } from './resolve';

/**
 * One public article with what its head shows (no counters); undefined when missing or not public.
 * A protected article's body is never read here, so its head has no excerpt of it (§11.4).
 */
async function findPublicArticleHead(db: DB, id: number): Promise<PageFacts['article']> {
  const article = await publicSummaries(db)
    .select(publicBody.as('article_content'))
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!article) return undefined;
  const tags = await pageTagsQuery(db, [id]).execute();
  return {
    title: article.article_title,
    description: article.article_description,
    content: article.article_content,
    cover: article.article_cover || null,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    category: article.categoryName ?? null,
    tags: tags.map((t) => t.tag_name),
    author: article.authorName ?? null,
  };
}

/** A public album's name for the /photos?id head; undefined when missing or private (a 404). */
async function findPublicAlbumName(db: DB, id: number): Promise<string | undefined> {
  const album = await db
    .selectFrom('albums')
    .select('album_name')
    .where('id', '=', id)
    .where('status', '=', PUBLIC_ALBUM)
    .executeTakeFirst();
  return album?.album_name;
}

/**
 * A series' name, description and cover for the /series?id head; undefined when there is none (a
 * 404). Every series is shown, posts or not, as GET /api/series/{id} answers (docs/behaviour.md §9.6).
 */
async function findSeriesHead(db: DB, id: number): Promise<PageFacts['series']> {
  return db.selectFrom('series').select(['name', 'description', 'cover']).where('id', '=', id).executeTakeFirst();
}

/**
 * The head's facts of a page served unrendered (no render bundle, or its render failed), read from
 * the database, and the page's status: 404 for an unknown page, article, album or series. A rendered page's
 * facts and status are its render's (protocol/ssr.ts PageFacts).
 */
export async function pageFactsFromDatabase(db: DB, url: string): Promise<{ facts: PageFacts; status: 200 | 404 }> {
  const { page } = pageAt(url, false);
  const [config, article, albumName, series] = await Promise.all([
    getSiteConfig(db),
    page.kind === 'article' && page.id !== null ? findPublicArticleHead(db, page.id) : undefined,
    page.kind === 'album' && page.id !== null ? findPublicAlbumName(db, page.id) : undefined,
    page.kind === 'series' && page.id !== null ? findSeriesHead(db, page.id) : undefined,
  ]);
  const site = config
    ? {
        blogName: config.blog_name,
        personalSay: config.personal_say,
        blogNotice: config.blog_notice,
        avatar: config.blog_avatar,
      }
    : null;
  const missing =
    page.kind === 'notFound' ||
    (page.kind === 'article' && !article) ||
    (page.kind === 'album' && !albumName) ||
    (page.kind === 'series' && !series);
  return { facts: { site, article, albumName, series }, status: missing ? 404 : 200 };
}
