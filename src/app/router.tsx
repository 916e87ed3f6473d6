import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { AppShell } from './AppShell';
import type { PageHandle } from './ssr/routeData';
import * as pageData from './ssr/pageData';

// The server render's data loaders (ssr/pageData.ts). The client bundle carries none: webpack
// defines process.env.CLIENT_BUNDLE there, so this folds to undefined, pageData is dropped and each
// page's endpoints travel with that page's chunk (docs/performance.md "/home first load").
const data = process.env.CLIENT_BUNDLE ? undefined : pageData;

// docs/behaviour.md §2.1: every page loads lazily (one chunk per page component).
const home = lazyComponent(() => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage').then((m) => m.default));
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
const talk = lazyComponent(() => import(/* webpackChunkName: "page-talk" */ '@/pages/TalkPage').then((m) => m.default));
const photoAlbum = lazyComponent(() =>
  import(/* webpackChunkName: "page-photo-album" */ '@/pages/PhotoAlbumPage').then((m) => m.default),
);
const photos = lazyComponent(() =>
  import(/* webpackChunkName: "page-photos" */ '@/pages/PhotosPage').then((m) => m.default),
);
const resources = lazyComponent(() =>
  import(/* webpackChunkName: "page-resources" */ '@/pages/ResourcesPage').then((m) => m.default),
);
const siteList = lazyComponent(() =>
  import(/* webpackChunkName: "page-site-list" */ '@/pages/SiteListPage').then((m) => m.default),
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
// /admin's gate (its loading shell, login prompt and 无权访问 screen) only for that path.
const adminGate = lazyComponent(() =>
  import(/* webpackChunkName: "admin-gate" */ '@/features/admin').then((m) => m.AdminGate),
);
const notFound = lazyComponent(() =>
  import(/* webpackChunkName: "page-404" */ '@/pages/NotFoundPage').then((m) => m.default),
);

/**
 * The route table of docs/behaviour.md §2.1, all under the common layout. Each leaf's `handle` (PageHandle in
 * ssr/routeData.ts): `preload` fetches its code; `ssrData` fetches, for the server render, the
 * data its page shows first (ssr/pageData.ts). Every route is server-rendered, with or without `ssrData`.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    handle: { ssrData: data?.layoutData },
    children: [
      { index: true, element: <Navigate to="/home" replace />, handle: { preload: home.preload } },
      { path: 'home', element: <home.Component />, handle: { preload: home.preload, ssrData: data?.homeData } },
      {
        path: 'archives',
        element: <archives.Component />,
        handle: { preload: archives.preload, ssrData: data?.archivesData },
      },
      {
        path: 'category',
        element: <category.Component />,
        handle: { preload: category.preload, ssrData: data?.categoryData },
      },
      { path: 'tag', element: <tag.Component />, handle: { preload: tag.preload, ssrData: data?.tagData } },
      {
        path: 'articleList',
        element: <articleList.Component />,
        handle: { preload: articleList.preload, ssrData: data?.articleListData },
      },
      {
        path: 'article',
        element: <article.Component />,
        handle: { preload: article.preload, ssrData: data?.articleData },
      },
      { path: 'talk', element: <talk.Component />, handle: { preload: talk.preload, ssrData: data?.talkData } },
      {
        path: 'photoAlbum',
        element: <photoAlbum.Component />,
        handle: { preload: photoAlbum.preload, ssrData: data?.photoAlbumData },
      },
      { path: 'photos', element: <photos.Component />, handle: { preload: photos.preload, ssrData: data?.photosData } },
      {
        path: 'resources/front',
        element: <resources.Component type="front" />,
        handle: { preload: resources.preload, ssrData: data?.resourcesData('front') },
      },
      {
        path: 'resources/back',
        element: <resources.Component type="back" />,
        handle: { preload: resources.preload, ssrData: data?.resourcesData('back') },
      },
      {
        path: 'siteList',
        element: <siteList.Component />,
        handle: { preload: siteList.preload, ssrData: data?.siteListData },
      },
      {
        path: 'message/list',
        element: <messageList.Component />,
        handle: { preload: messageList.preload, ssrData: data?.messageListData },
      },
      { path: 'message/publish', element: <messagePublish.Component />, handle: { preload: messagePublish.preload } },
      {
        path: 'message/detail',
        element: <messageDetail.Component />,
        handle: { preload: messageDetail.preload, ssrData: data?.messageDetailData },
      },
      {
        path: 'link/list',
        element: <linkList.Component />,
        handle: { preload: linkList.preload, ssrData: data?.linkListData },
      },
      { path: 'userCenter', element: <userCenter.Component />, handle: { preload: userCenter.preload } },
      // The admin desk: its own chunk for an admin; the gate says 请先登录 or 无权访问 (without the chunk) to
      // anyone else. Never the 404 page: /admin is a real address (docs/admin-desk.md "Who gets it").
      { path: 'admin/*', element: <adminGate.Component />, handle: { preload: adminGate.preload } },
      // /message/chat is only referenced by the footer rule (docs/behaviour.md §2.1), so it falls through to 404.
      { path: '*', element: <notFound.Component />, handle: { preload: notFound.preload, status: 404 } },
    ],
  },
];

/** The preload of the page that `pathname` shows. */
export function pagePreloadFor(pathname: string): PageHandle['preload'] {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (leaf?.handle as PageHandle | undefined)?.preload;
}

/**
 * Called before the first render: the first page's code downloads alongside the app's own instead
 * of after it has run (one round trip less on a first visit). Resolves once it is there, so a
 * server-rendered page hydrates without suspending.
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  await pagePreloadFor(pathname)?.();
}

/**
 * The table rendered in declarative mode (inside <BrowserRouter>): the app uses no loaders, actions
 * or fetchers, and the data router would add ~16 KB gzip to every first load (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
