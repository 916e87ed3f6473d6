import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { AppShell } from './AppShell';
import { BANNER_ROUTES } from './routeTitles';

// docs/behaviour.md §2.1: every page loads lazily (one chunk per page component).
const home = lazyComponent(() => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage').then((m) => m.default));
const bannerOnly = lazyComponent(() =>
  import(/* webpackChunkName: "page-banner" */ '@/pages/BannerOnlyPage').then((m) => m.default),
);
const userCenter = lazyComponent(() =>
  import(/* webpackChunkName: "page-user-center" */ '@/pages/UserCenterPage').then((m) => m.default),
);
const archives = lazyComponent(() =>
  import(/* webpackChunkName: "page-archives" */ '@/pages/ArchivesPage').then((m) => m.default),
);
const category = lazyComponent(() =>
  import(/* webpackChunkName: "page-category" */ '@/pages/CategoryPage').then((m) => m.default),
);
const tag = lazyComponent(() => import(/* webpackChunkName: "page-tag" */ '@/pages/TagPage').then((m) => m.default));
const articleList = lazyComponent(() =>
  import(/* webpackChunkName: "page-article-list" */ '@/pages/ArticleListPage').then((m) => m.default),
);
const article = lazyComponent(() =>
  import(/* webpackChunkName: "page-article" */ '@/pages/ArticlePage').then((m) => m.default),
);
const messageList = lazyComponent(() =>
  import(/* webpackChunkName: "page-message-list" */ '@/pages/MessageListPage').then((m) => m.default),
);
const messagePublish = lazyComponent(() =>
  import(/* webpackChunkName: "page-message-publish" */ '@/pages/MessagePublishPage').then((m) => m.default),
);
const messageDetail = lazyComponent(() =>
  import(/* webpackChunkName: "page-message-detail" */ '@/pages/MessageDetailPage').then((m) => m.default),
);
const linkList = lazyComponent(() =>
  import(/* webpackChunkName: "page-link-list" */ '@/pages/LinkListPage').then((m) => m.default),
);
const notFound = lazyComponent(() =>
  import(/* webpackChunkName: "page-404" */ '@/pages/NotFoundPage').then((m) => m.default),
);

interface PageHandle {
  preload: () => void;
}

/**
 * The route table of docs/behaviour.md §2.1, all under the common layout. Later issues replace a
 * `BANNER_ROUTES` entry with their own lazy page here. Each leaf's `handle.preload` fetches its code.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to="/home" replace />, handle: { preload: home.preload } },
      { path: 'home', element: <home.Component />, handle: { preload: home.preload } },
      { path: 'archives', element: <archives.Component />, handle: { preload: archives.preload } },
      { path: 'category', element: <category.Component />, handle: { preload: category.preload } },
      { path: 'tag', element: <tag.Component />, handle: { preload: tag.preload } },
      { path: 'articleList', element: <articleList.Component />, handle: { preload: articleList.preload } },
      { path: 'article', element: <article.Component />, handle: { preload: article.preload } },
      ...BANNER_ROUTES.map(({ path, title }) => ({
        path,
        element: <bannerOnly.Component title={title} />,
        handle: { preload: bannerOnly.preload },
      })),
      { path: 'message/list', element: <messageList.Component />, handle: { preload: messageList.preload } },
      { path: 'message/publish', element: <messagePublish.Component />, handle: { preload: messagePublish.preload } },
      { path: 'message/detail', element: <messageDetail.Component />, handle: { preload: messageDetail.preload } },
      { path: 'link/list', element: <linkList.Component />, handle: { preload: linkList.preload } },
      { path: 'userCenter', element: <userCenter.Component />, handle: { preload: userCenter.preload } },
      // /message/chat is only referenced by the footer rule (docs/behaviour.md §2.1), so it falls through to 404.
      { path: '*', element: <notFound.Component />, handle: { preload: notFound.preload } },
    ],
  },
];

/** The preload of the page that `pathname` shows. */
export function pagePreloadFor(pathname: string): (() => void) | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (leaf?.handle as PageHandle | undefined)?.preload;
}

/**
 * Called before the first render: the first page's code downloads alongside the app's own instead
 * of after it has run (one round trip less on a first visit).
 */
export function preloadFirstPage(pathname: string): void {
  pagePreloadFor(pathname)?.();
}

/**
 * The table rendered in declarative mode (inside <BrowserRouter>): the app uses no loaders, actions
 * or fetchers, and the data router would add ~16 KB gzip to every first load (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
