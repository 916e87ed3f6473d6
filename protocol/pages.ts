// The one catalogue of the blog's pages (docs/behaviour.md §2.1), read by the router, the nav, the
// page head and the document title, the sitemap and the seed's page banners. Adding a page is one
// entry here plus its component (and, if it shows data first, its server data loader) keyed by its
// id in src/app/router.tsx. Plain data only, and only what the client needs too: the first load
// carries it (the head's own sentences are keyed by id in server/src/render/page-meta/resolve.ts).

/** Where a page sits in the menus (docs/behaviour.md §2.2): its place in each, by order. */
export interface NavPlace {
  /** Place in the desktop bar, or in its 更多 group. */
  desktop: { group: 'bar' | 'more'; order: number };
  /** Place in the phone drawer. */
  mobile: number;
}

export interface PageEntry {
  /** The key the router's components and the server data loaders use. */
  id: string;
  /** Its address; `*` for the catch-all 404 page, `/admin` for the desk and everything below it. */
  path: string;
  /**
   * Its banner title and the name in its document title. The pages named by their data (an
   * article, an album, a series, a tag's list) show this until the data names them.
   */
  title: string;
  /** How its title is found when it is not `title` (docs/behaviour.md §8.4). */
  titledBy?: 'blogName' | 'article' | 'album' | 'series' | 'articleList' | 'desk' | 'notFound';
  nav?: NavPlace;
  /**
   * In the sitemap: `page`; `articles` when it also changes whenever an article does (lastmod is the
   * newest article's). Pages a query identifies are listed by the sitemap from their data.
   */
  sitemap?: 'page' | 'articles';
  /** Has a banner of its own in the page headers (GET /api/pageHeader/getAll): the seed gives it one. */
  banner?: true | string;
  /** Kept out of search engines: no canonical address, so its head says noindex. */
  noindex?: true;
}

/** In the seed's banner order (each page's demo banner is the seed's picture at its place). */
export const PAGES = [
  {
    id: 'home',
    path: '/home',
    title: '首页',
    titledBy: 'blogName',
    sitemap: 'articles',
    banner: true,
    nav: { desktop: { group: 'bar', order: 0 }, mobile: 0 },
  },
  {
    id: 'archives',
    path: '/archives',
    title: '时间轴',
    sitemap: 'articles',
    banner: true,
    nav: { desktop: { group: 'bar', order: 1 }, mobile: 1 },
  },
  {
    id: 'category',
    path: '/category',
    title: '分类',
    sitemap: 'page',
    banner: true,
    nav: { desktop: { group: 'bar', order: 3 }, mobile: 4 },
  },
  {
    id: 'tag',
    path: '/tag',
    title: '标签',
    sitemap: 'page',
    banner: true,
    nav: { desktop: { group: 'more', order: 2 }, mobile: 5 },
  },
  { id: 'article', path: '/article', title: '文章', titledBy: 'article', banner: true },
  { id: 'articleList', path: '/articleList', title: '文章列表', titledBy: 'articleList', banner: true },
  {
    id: 'photoAlbum',
    path: '/photoAlbum',
    title: '相册',
    sitemap: 'page',
    banner: true,
    nav: { desktop: { group: 'bar', order: 4 }, mobile: 6 },
  },
  { id: 'photos', path: '/photos', title: '图库', titledBy: 'album', banner: true },
  {
    id: 'talk',
    path: '/talk',
    title: '说说',
    sitemap: 'page',
    banner: true,
    nav: { desktop: { group: 'bar', order: 5 }, mobile: 7 },
  },
  {
    id: 'resourcesFront',
    path: '/resources/front',
    title: '前端推荐',
    sitemap: 'page',
    banner: true,
    nav: { desktop: { group: 'more', order: 0 }, mobile: 2 },
  },
  {
    id: 'resourcesBack',
    path: '/resources/back',
    title: '后端推荐',
    sitemap: 'page',
    banner: true,
    nav: { desktop: { group: 'more', order: 1 }, mobile: 3 },
  },
  { id: 'siteList', path: '/siteList', title: '网站列表', banner: true },
  // 专栏 (docs/behaviour.md §9.6): the list, titled 专栏, and with ?id=N one series, titled by its name.
  { id: 'series', path: '/series', title: '专栏', titledBy: 'series', sitemap: 'page', banner: true },
  { id: 'userCenter', path: '/userCenter', title: '个人中心', banner: true },
  {
    id: 'messageList',
    path: '/message/list',
    title: '留言板',
    sitemap: 'page',
    banner: true,
    nav: { desktop: { group: 'more', order: 3 }, mobile: 8 },
  },
  { id: 'messagePublish', path: '/message/publish', title: '发布留言', banner: true },
  { id: 'messageDetail', path: '/message/detail', title: '留言详情', banner: true },
  {
    id: 'linkList',
    path: '/link/list',
    title: '友情链接',
    sitemap: 'page',
    nav: { desktop: { group: 'more', order: 4 }, mobile: 9 },
  },
  // The link of a 忘记密码 mail (docs/behaviour.md §4.8): nothing to find, its token is a secret.
  { id: 'resetPassword', path: '/resetPassword', title: '重设密码', noindex: true },
  // The author's desk: a page of the app for everyone (200, never the public 404), kept out of
  // search engines; who may use it is decided in the browser (docs/admin-desk.md).
  { id: 'desk', path: '/admin', title: '后台管理', titledBy: 'desk' },
  // Any other address; /message/chat is only referenced by the footer rule, so it lands here.
  { id: 'notFound', path: '*', title: '页面不存在', titledBy: 'notFound', banner: '404' },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof PAGES)[number]['id'];

const byId = new Map<string, PageEntry>(PAGES.map((page) => [page.id, page]));

/** The catalogue's entry of `id`. */
export const pageOf = (id: PageId): PageEntry => byId.get(id) as PageEntry;

const OWN_PATHS = new Set<string>(PAGES.map((page: PageEntry) => page.path).filter((path) => path !== '*'));
const DESK_PATH = pageOf('desk').path;

/** Whether `pathname` is one of the blog's own pages (the desk with everything below it). */
export const isOwnPage = (pathname: string): boolean =>
  OWN_PATHS.has(pathname) || pathname === DESK_PATH || pathname.startsWith(`${DESK_PATH}/`);

/** The page headers' route name of a page with a banner: its path without the leading slash. */
export function bannerNameOf(page: PageEntry): string | null {
  if (!page.banner) return null;
  return page.banner === true ? page.path.slice(1) : page.banner;
}

/**
 * The webpack chunk group of a page's code (each page's `webpackChunkName` in src/app/router.tsx):
 * the server names its files in the page so the boot fetches them ahead of the first intent
 * (docs/architecture.md "Boot on intent").
 */
export const PAGE_CHUNK_PREFIX = 'page-';
export const pageChunkGroup = (id: PageId): string => `${PAGE_CHUNK_PREFIX}${id}`;
