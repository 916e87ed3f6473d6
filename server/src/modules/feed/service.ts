import { Readable } from 'node:stream';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { DB } from '../../db/database';
import { absoluteUrl } from '../../lib/site-url';
import { currentTimeZone, parseDateTime } from '../../lib/time';
import { publicArticles, publicSummaries } from '../article';
import { getSiteConfig } from '../config';
import { articleHtml } from './article-html';

/** How many of the newest public articles a feed carries. */
export const FEED_SIZE = 20;

/** Sitemaps hold at most 50,000 URLs; a one-author blog stays far below, the bound keeps the answer finite. */
const SITEMAP_MAX_ARTICLES = 49_000;

/** The public pages a crawler may list (the route table; personal and editing pages excluded). */
export const SITEMAP_PAGES = [
  '/home',
  '/archives',
  '/category',
  '/tag',
  '/talk',
  '/photoAlbum',
  '/message/list',
  '/siteList',
  '/resources/front',
  '/resources/back',
] as const;

const FALLBACK_NAME = '砚 · Inkstone';

const articleUrl = (origin: string, id: number) => `${origin}/article?id=${id}`;
const instant = (text: string) => parseDateTime(text, currentTimeZone());

/** The newest public articles, body included, newest first (index articles_newest). */
function newestArticles(db: DB, limit: number) {
  return publicSummaries(db)
    .select('a.article_content')
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** One feed object for both formats: RSS 2.0 and Atom 1.0 are two serialisations of it. */
export async function buildFeed(db: DB, origin: string): Promise<Feed> {
  const [site, articles] = await Promise.all([getSiteConfig(db), newestArticles(db, FEED_SIZE)]);
  const title = site?.blog_name || FALLBACK_NAME;
  const updated = articles.reduce(
    (latest, a) => (a.updatedAt > latest ? a.updatedAt : latest),
    articles[0]?.updatedAt ?? '',
  );
  const feed = new Feed({
    title,
    description: site?.personal_say || undefined,
    id: `${origin}/`,
    link: `${origin}/home`,
    language: 'zh-CN',
    image: site?.blog_avatar ? absoluteUrl(origin, site.blog_avatar) : undefined,
    copyright: `© ${title}`,
    updated: updated ? instant(updated) : undefined,
    generator: 'Inkstone',
    feedLinks: { rss: `${origin}/rss.xml`, atom: `${origin}/atom.xml` },
  });
  for (const article of articles) {
    feed.addItem({
      title: article.article_title,
      id: articleUrl(origin, article.id),
      link: articleUrl(origin, article.id),
      description: article.article_description || undefined,
      content: articleHtml(article.article_content, origin),
      author: article.authorName ? [{ name: article.authorName }] : undefined,
      category: article.categoryName ? [{ name: article.categoryName }] : undefined,
      date: instant(article.updatedAt),
      published: instant(article.createdAt),
      image: article.article_cover ? absoluteUrl(origin, article.article_cover) : undefined,
    });
  }
  return feed;
}

/** Every public page and article, articles with `lastmod` = updatedAt. */
export async function buildSitemap(db: DB, origin: string): Promise<string> {
  const articles = await publicArticles(db)
    .select(['a.id', 'a.updatedAt'])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(SITEMAP_MAX_ARTICLES)
    .execute();
  const newest = articles.reduce((latest, a) => (a.updatedAt > latest ? a.updatedAt : latest), '');
  const items: SitemapItemLoose[] = [
    ...SITEMAP_PAGES.map((page) => ({
      url: `${origin}${page}`,
      // The home page and the timeline change whenever an article does.
      lastmod: newest && (page === '/home' || page === '/archives') ? instant(newest).toISOString() : undefined,
    })),
    ...articles.map((a) => ({ url: articleUrl(origin, a.id), lastmod: instant(a.updatedAt).toISOString() })),
  ];
  const stream = new SitemapStream({ hostname: origin });
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return xml.toString('utf8');
}
