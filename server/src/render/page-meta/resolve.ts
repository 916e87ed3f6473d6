import type { FastifyInstance } from 'fastify';
import { pagePath } from '@protocol/pagePaths';
import { PAGES, type PageEntry } from '@protocol/pages';
import { documentTitle, pageKindOf, pageNameOf, type PageKind } from '@protocol/pageTitles';
import { absoluteUrl } from '../../lib/site-url';
import { currentTimeZone, parseDateTime } from '../../lib/time';
import { getSiteConfig } from '../../modules/config';
import type { PageMeta } from './head-html';
import { blogPosting } from './json-ld';
import { articleDescription } from './plain-text';
import { findPublicAlbumName, findPublicArticleHead } from './service';

/** The blog's own words when its config says nothing (a fresh install before setup). */
const DEFAULT_DESCRIPTION = '一个人的中文博客：文章、时间轴、说说、相册与留言板。';

/** The catalogue's own sentence of the pages whose content is a list; the others describe the blog. */
const PAGE_DESCRIPTIONS = new Map((PAGES as readonly PageEntry[]).map((page) => [page.path, page.description]));

type Site = Awaited<ReturnType<typeof getSiteConfig>>;

const isoInstant = (text: string) => parseDateTime(text, currentTimeZone()).toISOString();

/**
 * The canonical address of a page: `/` is `/home`; a page identified by its query (an article, a
 * list, an album, a board post, a site list) keeps those keys in their one order, any other query
 * is dropped (docs/behaviour.md §8.4).
 */
function canonicalPath(page: PageKind, pathname: string, search: URLSearchParams): string | null {
  switch (page.kind) {
    case 'home':
      return '/home';
    case 'article':
      return page.id === null ? null : `/article?id=${page.id}`;
    case 'articleList':
      return pagePath('/articleList', Object.fromEntries(search));
    case 'album':
    case 'static':
      return pagePath(pathname.replace(/\/+$/, ''), Object.fromEntries(search));
    // The desk is nobody's to find: no canonical, so noindex.
    case 'desk':
    case 'notFound':
      return null;
  }
}

function siteDescription(site: Site): string {
  return site?.personal_say?.trim() || site?.blog_notice?.trim() || DEFAULT_DESCRIPTION;
}

function listDescription(search: URLSearchParams, fallback: string): string {
  const name = search.get('name')?.trim();
  if (!name) return fallback;
  const noun = search.get('type') === 'tag' ? '标签' : '分类';
  return `${noun}「${name}」下的全部文章。`;
}

/**
 * What the page at `url` (path and query) is about, for its head: the blog's config, and for an
 * article its row. `origin` is the public origin absolute URLs start with (SITE_URL or the request's).
 */
export async function resolvePageMeta(
  app: FastifyInstance,
  url: string,
  origin: string,
  options: { notFound?: boolean } = {},
): Promise<PageMeta> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const page: PageKind = options.notFound ? { kind: 'notFound' } : pageKindOf(pathname, searchParams);
  const [site, article, albumName] = await Promise.all([
    getSiteConfig(app.db),
    page.kind === 'article' && page.id !== null ? findPublicArticleHead(app.db, page.id) : undefined,
    page.kind === 'album' && page.id !== null ? findPublicAlbumName(app.db, page.id) : undefined,
  ]);
  const siteName = documentTitle(null, site?.blog_name);
  const missingArticle = page.kind === 'article' && !article;
  const missing = missingArticle || (page.kind === 'album' && !albumName);
  const pageName = pageNameOf(page, page.kind === 'article' ? (article?.article_title ?? null) : albumName);
  const path = missing ? null : canonicalPath(page, pathname, searchParams);
  const canonical = path === null ? null : `${origin}${path}`;
  const avatar = site?.blog_avatar ? absoluteUrl(origin, site.blog_avatar) : null;
  const base = {
    status: page.kind === 'notFound' || missing ? 404 : 200,
    title: documentTitle(pageName, site?.blog_name),
    shareTitle: pageName ?? siteName,
    canonical,
    siteName,
    feeds: { rss: `${origin}/rss.xml`, atom: `${origin}/atom.xml` },
  } as const;

  if (!article || canonical === null) {
    const description =
      page.kind === 'articleList'
        ? listDescription(searchParams, siteDescription(site))
        : (PAGE_DESCRIPTIONS.get(pathname.replace(/\/+$/, '')) ?? siteDescription(site));
    return { ...base, description, ogType: 'website', image: avatar, largeImage: false, jsonLd: [] };
  }

  const description = articleDescription(article.article_description, article.article_content);
  const cover = article.article_cover ? absoluteUrl(origin, article.article_cover) : null;
  const publishedTime = isoInstant(article.createdAt);
  const modifiedTime = isoInstant(article.updatedAt);
  return {
    ...base,
    description,
    ogType: 'article',
    image: cover ?? avatar,
    largeImage: cover !== null,
    article: { publishedTime, modifiedTime, section: article.categoryName ?? null, tags: article.tagNames },
    jsonLd: [
      blogPosting({
        url: canonical,
        headline: article.article_title,
        description,
        image: cover,
        datePublished: publishedTime,
        dateModified: modifiedTime,
        author: article.authorName ?? null,
        section: article.categoryName ?? null,
        tags: article.tagNames,
        siteName,
      }),
    ],
  };
}
