// The document title of every public page, shared by the server (the <title> it sends, see
// server/src/render/page-meta) and the client (document.title after each navigation), so both agree.
// The pages and their titles are the catalogue's (protocol/pages.ts).
import { PAGES, pageOf, type PageEntry } from './pages';
import { parseQueryId } from './queryId';

/** The blog's name when the site config is not filled in yet (the static title of the bare SPA). */
export const FALLBACK_BLOG_NAME = '砚 · Inkstone';

/** The title of the 404 page, and of an article, album or series that does not exist or is not public. */
export const NOT_FOUND_TITLE = pageOf('notFound').title;

/** The author's desk (/admin and below): see its entry in protocol/pages.ts. */
export const DESK_TITLE = pageOf('desk').title;

/** Pages whose title does not depend on data, by path (the banner title each page shows). */
export const STATIC_PAGE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.filter((page: PageEntry) => !page.titledBy).map((page) => [page.path, page.title]),
);

/** The catalogue's pages titled by their data, by path. */
const TITLED_BY = new Map(PAGES.map((page: PageEntry) => [page.path, page.titledBy]));

/** What a page URL shows, as far as its title goes. */
export type PageKind =
  | { kind: 'home' }
  | { kind: 'article'; id: number | null }
  /** /photos?id: one album, titled with its name (图库 until it is known). */
  | { kind: 'album'; id: number | null }
  /** /series?id: one series, titled with its name (专栏 until it is known); /series alone is static. */
  | { kind: 'series'; id: number | null }
  /** `name` is the banner's title: the tag's or category's name, its noun, or 文章列表 for a bad query. */
  | { kind: 'articleList'; name: string }
  | { kind: 'static'; title: string }
  | { kind: 'desk' }
  | { kind: 'notFound' };

/** The catalogue page whose title a page of one item shows until the item is known. */
const ITEM_PAGES = { article: 'article', album: 'photos', series: 'series' } as const;

/** Trailing slashes do not make another page (`/archives/` is `/archives`). */
function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** What the /articleList banner shows: the name given, else 标签 / 分类, or 文章列表 for a bad query. */
function articleListName(search: URLSearchParams): string {
  const id = Number(search.get('id'));
  const type = search.get('type');
  if (!Number.isInteger(id) || id < 1 || (type !== 'tag' && type !== 'category')) return pageOf('articleList').title;
  return (search.get('name') ?? '').trim() || pageOf(type).title;
}

/** An article's `?id=` as its page reads it (any positive integer Number() makes of it), else null. */
function articleId(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Classifies a page URL the way the route table does (`/` redirects to `/home`). */
export function pageKindOf(pathname: string, search: URLSearchParams): PageKind {
  const path = normalisePath(pathname);
  const desk = pageOf('desk').path;
  if (path === desk || path.startsWith(`${desk}/`)) return { kind: 'desk' };
  switch (path === '/' ? 'blogName' : TITLED_BY.get(path)) {
    case 'blogName':
      return { kind: 'home' };
    case 'article':
      return { kind: 'article', id: articleId(search) };
    // The gallery and the series page read their id strictly (protocol/queryId.ts): `?id=1e1` is
    // their 404, so it is their title's too.
    case 'album':
      return { kind: 'album', id: parseQueryId(search.get('id')) };
    case 'series':
      if (!search.has('id')) return { kind: 'static', title: pageOf('series').title };
      return { kind: 'series', id: parseQueryId(search.get('id')) };
    case 'articleList':
      return { kind: 'articleList', name: articleListName(search) };
  }
  const title = STATIC_PAGE_TITLES[path];
  return title ? { kind: 'static', title } : { kind: 'notFound' };
}

/** `{page} - {blog name}`; the home page carries the blog's name alone. */
export function documentTitle(pageName: string | null, blogName: string | null | undefined): string {
  const blog = blogName?.trim() || FALLBACK_BLOG_NAME;
  return pageName ? `${pageName} - ${blog}` : blog;
}

/**
 * The page's own name for the title. `itemTitle` is the loaded article's title, album's or series' name:
 * undefined while unknown (the title stays generic), null when it does not exist or is not public.
 */
export function pageNameOf(page: PageKind, itemTitle?: string | null): string | null {
  switch (page.kind) {
    case 'home':
      return null;
    case 'article':
    case 'album':
    case 'series':
      if (page.id === null || itemTitle === null) return NOT_FOUND_TITLE;
      return itemTitle?.trim() || pageOf(ITEM_PAGES[page.kind]).title;
    case 'articleList':
      return page.name;
    case 'static':
      return page.title;
    case 'desk':
      return DESK_TITLE;
    case 'notFound':
      return NOT_FOUND_TITLE;
  }
}
