import { pagePath } from '@protocol/pagePaths';
import { PAGES, type PageEntry, type PageId } from '@protocol/pages';
import { documentTitle, pageKindOf, pageNameOf, type PageKind } from '@protocol/pageTitles';
import { absoluteUrl } from '../../lib/site-url';
import { currentTimeZone, parseDateTime } from '../../lib/time';
import type { PageFacts } from '@protocol/ssr';
import type { PageMeta } from './head-html';
import { blogPosting } from './json-ld';
import { articleDescription } from './plain-text';

/** The blog's own words when its config says nothing (a fresh install before setup). */
const DEFAULT_DESCRIPTION = '一个人的中文博客：文章、时间轴、说说、相册与留言板。';

/**
 * A sentence for the catalogue's pages whose content is a list; the others describe the blog. Kept
 * here, keyed by the catalogue's ids, so the browser's first load does not carry them.
 */
const LIST_DESCRIPTIONS: Partial<Record<PageId, string>> = {
  archives: '按发布时间排列的全部文章。',
  category: '全部分类，以及每个分类下的文章数。',
  tag: '全部标签，以及每个标签下的文章数。',
};
const PAGE_DESCRIPTIONS = new Map(PAGES.map((page) => [page.path as string, LIST_DESCRIPTIONS[page.id]]));

/** The catalogue's pages kept out of search engines (a mailed link's page): no canonical, so noindex. */
const NOINDEX_PATHS = new Set<string>(PAGES.filter((page: PageEntry) => page.noindex).map((page) => page.path));

type Site = PageFacts['site'];

const isoInstant = (text: string) => parseDateTime(text, currentTimeZone()).toISOString();

/**
 * The canonical address of a page: `/` is `/home`; a page identified by its query (an article, a
 * list, an album, a series, a board post, a site list) keeps those keys in their one order, any other query
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
    case 'series':
    case 'static': {
      const path = pathname.replace(/\/+$/, '');
      return NOINDEX_PATHS.has(path) ? null : pagePath(path, Object.fromEntries(search));
    }
    // The desk is nobody's to find: no canonical, so noindex.
    case 'desk':
    case 'notFound':
      return null;
  }
}

function siteDescription(site: Site): string {
  return site?.personalSay?.trim() || site?.blogNotice?.trim() || DEFAULT_DESCRIPTION;
}

/** The loaded article's title or album's or series' name (null: none, so the 404 title). */
function itemTitleOf(page: PageKind, facts: PageFacts): string | null {
  if (page.kind === 'article') return facts.article?.title ?? null;
  if (page.kind === 'series') return facts.series?.name ?? null;
  return facts.albumName ?? null;
}

function listDescription(search: URLSearchParams, fallback: string): string {
  const name = search.get('name')?.trim();
  if (!name) return fallback;
  const noun = search.get('type') === 'tag' ? '标签' : '分类';
  return `${noun}「${name}」下的全部文章。`;
}

/** The page a URL names, as its head sees it: what it shows, or the 404 page. */
export function pageAt(url: string, notFound: boolean) {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const page: PageKind = notFound ? { kind: 'notFound' } : pageKindOf(pathname, searchParams);
  return { pathname, searchParams, page };
}

/**
 * The head of the page at `url` (path and query) from the facts its body showed (`facts`, see
 * protocol/ssr.ts) and its one status: a 404 gets the 404 head. `origin` is the public origin
 * absolute URLs start with (SITE_URL or the request's).
 */
export function buildPageMeta(url: string, origin: string, facts: PageFacts, status: 200 | 404): PageMeta {
  const { pathname, searchParams, page } = pageAt(url, status === 404);
  const { site, article, series } = facts;
  const siteName = documentTitle(null, site?.blogName);
  const pageName = pageNameOf(page, itemTitleOf(page, facts));
  const path = canonicalPath(page, pathname, searchParams);
  const canonical = path === null ? null : `${origin}${path}`;
  const avatar = site?.avatar ? absoluteUrl(origin, site.avatar) : null;
  const base = {
    status,
    title: documentTitle(pageName, site?.blogName),
    shareTitle: pageName ?? siteName,
    canonical,
    siteName,
    feeds: { rss: `${origin}/rss.xml`, atom: `${origin}/atom.xml` },
  } as const;

  // A series' page is described by its own words and shown by its cover (docs/behaviour.md §9.6).
  if (page.kind === 'series' && series) {
    const cover = series.cover ? absoluteUrl(origin, series.cover) : null;
    const description = series.description.trim() || siteDescription(site);
    return { ...base, description, ogType: 'website', image: cover ?? avatar, largeImage: cover !== null, jsonLd: [] };
  }

  if (page.kind !== 'article' || !article || canonical === null) {
    const description =
      page.kind === 'articleList'
        ? listDescription(searchParams, siteDescription(site))
        : (PAGE_DESCRIPTIONS.get(pathname.replace(/\/+$/, '')) ?? siteDescription(site));
    return { ...base, description, ogType: 'website', image: avatar, largeImage: false, jsonLd: [] };
  }

  const description = articleDescription(article.description, article.content);
  const cover = article.cover ? absoluteUrl(origin, article.cover) : null;
  const publishedTime = isoInstant(article.createdAt);
  const modifiedTime = isoInstant(article.updatedAt);
  return {
    ...base,
    description,
    ogType: 'article',
    image: cover ?? avatar,
    largeImage: cover !== null,
    article: { publishedTime, modifiedTime, section: article.category, tags: article.tags },
    jsonLd: [
      blogPosting({
        url: canonical,
        headline: article.title,
        description,
        image: cover,
        datePublished: publishedTime,
        dateModified: modifiedTime,
        author: article.author,
        section: article.category,
        tags: article.tags,
        siteName,
      }),
    ],
  };
}
