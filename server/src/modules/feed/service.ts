import { Readable } from 'node:stream';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { DB } from '../../db/database';
import { absoluteUrl } from '../../lib/site-url';
import { currentTimeZone, parseDateTime } from '../../lib/time';
import { articleListPath, pagePath, seriesFeedPath, seriesPath, siteListPath } from '@protocol/pagePaths';
import { PAGES, type PageEntry } from '@protocol/pages';
import { protectedFlag, publicArticles, publicBody, publicSummaries, withTags } from '../article';
import { getSiteConfig } from '../config';
import { publicAlbums } from '../photo';
import { categoryList, RESOURCE_TYPES } from '../resource';
import { categoryDictionary, tagDictionary } from '../taxonomy';
import { publicSeriesList } from '../series';
import { articleHtml } from './article-html';
import { feedPlainText, feedText } from './feed-text';

/** How many of the newest public articles a feed carries. */
export const FEED_SIZE = 20;

/** Sitemaps hold at most 50,000 URLs; a one-author blog stays far below, the bound keeps the answer finite. */
const SITEMAP_MAX_ARTICLES = 49_000;

/** The public pages a crawler may list: the catalogue's with `sitemap` (protocol/pages.ts). */
const SITEMAP_ENTRIES = (PAGES as readonly PageEntry[]).filter((page) => page.sitemap);
export const SITEMAP_PAGES = SITEMAP_ENTRIES.map((page) => page.path);

/** The language of every feed (RSS <language>, Atom xml:lang). */
export const FEED_LANGUAGE = 'zh-CN';

const FALLBACK_NAME = '砚 · Inkstone';

const articleUrl = (origin: string, id: number) => `${origin}/article?id=${id}`;
const instant = (text: string) => parseDateTime(text, currentTimeZone());

/** What a feed carries of a protected article instead of its body (docs/behaviour.md §11.4). */
export const PROTECTED_FEED_LINE = '此文章受密码保护';

/** The content of a feed item: the body, or for a protected article the line and its link. */
const protectedContent = (link: string) =>
  `<p>${PROTECTED_FEED_LINE}：<a href="${feedText(link)}">${feedText(link)}</a></p>`;

/** The newest public articles (of one series when given), body included (never a protected one's: §11.4), newest first. */
async function newestArticles(db: DB, limit: number, seriesId?: number) {
  let query = publicSummaries(db).select(publicBody.as('article_content'));
  if (seriesId !== undefined) query = query.where('a.series_id', '=', seriesId);
  const rows = await query.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
  return withTags(db, rows);
}

/** The two serialisations of one feed. */
export type FeedFormat = 'rss' | 'atom';

/**
 * The article's category, then its tags, as feed categories: Atom writes them as attributes
 * (`term`, `label`), which the feed library does not escape; RSS as element text, which it does.
 */
const categoriesOf = (article: { categoryName: string | null; tagNameList: string[] }, format: FeedFormat) =>
  [article.categoryName, ...article.tagNameList]
    .filter((name): name is string => Boolean(name))
    .map((name) =>
      format === 'atom' ? { name: feedText(name), term: feedText(name) } : { name: feedPlainText(name) },
    );

/**
 * An article's title: Atom's `type="html"` title is HTML, escaped once; RSS's `<title>` is text
 * (the library would wrap it in CDATA as HTML), so it is written as escaped element text instead.
 */
const titleOf = (title: string, format: FeedFormat) =>
  format === 'atom'
    ? { title: feedText(title) }
    : { title: '', extensions: [{ name: 'title', objects: { _text: feedPlainText(title) } }] };

/** A series' own feed (docs/behaviour.md §9.6): its newest public posts, under its name. */
export interface SeriesFeed {
  id: number;
  name: string;
  description: string;
}

/**
 * One feed in either format (docs/behaviour.md §8.4), the blog's or a series' (§9.6): names and the
 * blog's title are text, which the library escapes; descriptions and Atom's titles are HTML, escaped here.
 */
export async function buildFeed(db: DB, origin: string, format: FeedFormat, series?: SeriesFeed): Promise<Feed> {
  const [site, articles] = await Promise.all([getSiteConfig(db), newestArticles(db, FEED_SIZE, series?.id)]);
  const blogTitle = site?.blog_name || FALLBACK_NAME;
  const title = series ? `${series.name} - ${blogTitle}` : blogTitle;
  const description = series ? series.description : site?.personal_say;
  const page = series ? `${origin}${seriesPath(series.id)}` : undefined;
  const updated = articles.reduce(
    (latest, a) => (a.updatedAt > latest ? a.updatedAt : latest),
    articles[0]?.updatedAt ?? '',
  );
  const feed = new Feed({
    title: feedPlainText(title),
    description: description ? feedPlainText(description) : undefined,
    id: page ?? `${origin}/`,
    link: page ?? `${origin}/home`,
    language: FEED_LANGUAGE,
    image: site?.blog_avatar ? absoluteUrl(origin, site.blog_avatar) : undefined,
    copyright: feedPlainText(`© ${blogTitle}`),
    updated: updated ? instant(updated) : undefined,
    generator: 'Inkstone',
    feedLinks: series
      ? { rss: `${origin}${seriesFeedPath(series.id, 'rss')}`, atom: `${origin}${seriesFeedPath(series.id, 'atom')}` }
      : { rss: `${origin}/rss.xml`, atom: `${origin}/atom.xml` },
  });
  for (const article of articles) {
    feed.addItem({
      ...titleOf(article.article_title, format),
      id: articleUrl(origin, article.id),
      link: articleUrl(origin, article.id),
      description: article.article_description ? feedText(article.article_description) : undefined,
      content: article.access_protected
        ? protectedContent(articleUrl(origin, article.id))
        : articleHtml(article.article_content, origin),
      author: article.authorName ? [{ name: feedPlainText(article.authorName) }] : undefined,
      category: categoriesOf(article, format),
      // A protected article's edits stay unseen, like its body.
      date: instant(article.access_protected ? article.createdAt : article.updatedAt),
      published: instant(article.createdAt),
      image: article.article_cover ? absoluteUrl(origin, article.article_cover) : undefined,
    });
  }
  return feed;
}

/**
 * The pages a query identifies that a reader can reach: the article list of every category and
 * tag with a public article, every public album, every series with a public post,
 * every resource category's site list — each at
 * the address its links and its canonical URL use (protocol/pagePaths.ts).
 */
async function listedPages(db: DB): Promise<string[]> {
  const [categories, tags, albums, series, ...resourceLists] = await Promise.all([
    categoryDictionary(db),
    tagDictionary(db),
    publicAlbums(db),
    publicSeriesList(db).then((list) => list.filter((s) => s.postCount > 0)),
    ...RESOURCE_TYPES.map(async (type) =>
      (await categoryList(db, type)).map((category) => siteListPath({ type, key: category.key })),
    ),
  ]);
  return [
    // The public dictionaries hold only categories and tags a public article uses.
    ...categories.map((c) => articleListPath({ type: 'category', id: c.id, name: c.category_name })),
    ...tags.map((t) => articleListPath({ type: 'tag', id: t.id, name: t.tag_name })),
    ...albums.map((album) => pagePath('/photos', { id: album.id })),
    // Each series with a public post (docs/behaviour.md §9.6); /series is a catalogue page.
    ...series.map((s) => seriesPath(s.id)),
    ...resourceLists.flat(),
  ];
}

/**
 * Every public page and article, articles with `lastmod` = updatedAt — but a protected article's,
 * which would tell when its hidden body changed (docs/behaviour.md §11.4).
 */
export async function buildSitemap(db: DB, origin: string): Promise<string> {
  const [rows, lists] = await Promise.all([
    publicArticles(db)
      .select(['a.id', 'a.updatedAt', protectedFlag.as('hidden')])
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(SITEMAP_MAX_ARTICLES)
      .execute(),
    listedPages(db),
  ]);
  const articles = rows.map((a) => ({ id: a.id, updatedAt: Number(a.hidden) === 1 ? '' : a.updatedAt }));
  const newest = articles.reduce((latest, a) => (a.updatedAt > latest ? a.updatedAt : latest), '');
  const items: SitemapItemLoose[] = [
    ...SITEMAP_ENTRIES.map((page) => ({
      url: `${origin}${page.path}`,
      // The home page and the timeline change whenever an article does.
      lastmod: newest && page.sitemap === 'articles' ? instant(newest).toISOString() : undefined,
    })),
    ...lists.map((path) => ({ url: `${origin}${path}` })),
    ...articles.map((a) => ({
      url: articleUrl(origin, a.id),
      lastmod: a.updatedAt ? instant(a.updatedAt).toISOString() : undefined,
    })),
  ];
  const stream = new SitemapStream({ hostname: origin });
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return xml.toString('utf8');
}
