import type { ReactElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { PAGES, type PageId } from '@protocol/pages';
import { lazyComponent, type LazyLoaded } from '@/shared/lib/lazyComponent';
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
  import(/* webpackChunkName: "page-userCenter" */ '@/pages/UserCenterPage').then((m) => m.default),
);
const archives = lazyComponent(() =>
  import(/* webpackChunkName: "page-archives" */ '@/pages/ArchivesPage').then((m) => m.default),
);
const category = lazyComponent(() =>
  import(/* webpackChunkName: "page-category" */ '@/pages/CategoryPage').then((m) => m.default),
);
const tag = lazyComponent(() => import(/* webpackChunkName: "page-tag" */ '@/pages/TagPage').then((m) => m.default));
const articleList = lazyComponent(() =>
  import(/* webpackChunkName: "page-articleList" */ '@/pages/ArticleListPage').then((m) => m.default),
);
const article = lazyComponent(() =>
  import(/* webpackChunkName: "page-article" */ '@/pages/ArticlePage').then((m) => m.default),
);
const talk = lazyComponent(() => import(/* webpackChunkName: "page-talk" */ '@/pages/TalkPage').then((m) => m.default));
const photoAlbum = lazyComponent(() =>
  import(/* webpackChunkName: "page-photoAlbum" */ '@/pages/PhotoAlbumPage').then((m) => m.default),
);
const photos = lazyComponent(() =>
  import(/* webpackChunkName: "page-photos" */ '@/pages/PhotosPage').then((m) => m.default),
);
// One page component for two catalogue pages: a chunk group named after each (page-<id>, which the
// server lists for a page's first intent: docs/architecture.md "Boot on intent").
const resourcesFront = lazyComponent(() =>
  import(/* webpackChunkName: "page-resourcesFront" */ '@/pages/ResourcesPage').then((m) => m.default),
);
const resourcesBack = lazyComponent(() =>
  import(/* webpackChunkName: "page-resourcesBack" */ '@/pages/ResourcesPage').then((m) => m.default),
);
const siteList = lazyComponent(() =>
  import(/* webpackChunkName: "page-siteList" */ '@/pages/SiteListPage').then((m) => m.default),
);
const messageList = lazyComponent(() =>
  import(/* webpackChunkName: "page-messageList" */ '@/pages/MessageListPage').then((m) => m.default),
);
const messagePublish = lazyComponent(() =>
  import(/* webpackChunkName: "page-messagePublish" */ '@/pages/MessagePublishPage').then((m) => m.default),
);
const messageDetail = lazyComponent(() =>
  import(/* webpackChunkName: "page-messageDetail" */ '@/pages/MessageDetailPage').then((m) => m.default),
);
const linkList = lazyComponent(() =>
  import(/* webpackChunkName: "page-linkList" */ '@/pages/LinkListPage').then((m) => m.default),
);
const resetPassword = lazyComponent(() =>
  import(/* webpackChunkName: "page-resetPassword" */ '@/pages/ResetPasswordPage').then((m) => m.default),
);
const series = lazyComponent(() =>
  import(/* webpackChunkName: "page-series" */ '@/pages/SeriesPage').then((m) => m.default),
);
// /admin's gate (its loading shell, login prompt and 无权访问 screen) only for that path.
const adminGate = lazyComponent(() =>
  import(/* webpackChunkName: "page-desk" */ '@/features/admin').then((m) => m.AdminGate),
);
const notFound = lazyComponent(() =>
  import(/* webpackChunkName: "page-notFound" */ '@/pages/NotFoundPage').then((m) => m.default),
);

/** What a catalogue page renders, and how its code is fetched ahead. */
interface PageView {
  element: ReactElement;
  preload: () => Promise<void>;
}

const view = (page: LazyLoaded<object>): PageView => ({
  element: <page.Component />,
  preload: page.preload,
});

/** The component of every page of the catalogue (protocol/pages.ts), by its id. */
const PAGE_VIEWS: Record<PageId, PageView> = {
  home: view(home),
  archives: view(archives),
  category: view(category),
  tag: view(tag),
  article: view(article),
  articleList: view(articleList),
  photoAlbum: view(photoAlbum),
  photos: view(photos),
  talk: view(talk),
  resourcesFront: { element: <resourcesFront.Component type="front" />, preload: resourcesFront.preload },
  resourcesBack: { element: <resourcesBack.Component type="back" />, preload: resourcesBack.preload },
  siteList: view(siteList),
  series: view(series),
  userCenter: view(userCenter),
  messageList: view(messageList),
  messagePublish: view(messagePublish),
  messageDetail: view(messageDetail),
  linkList: view(linkList),
  resetPassword: view(resetPassword),
  // The admin desk: its own chunk for an admin; the gate says 请先登录 or 无权访问 (without the chunk) to
  // anyone else. Never the 404 page: /admin is a real address (docs/admin-desk.md "Who gets it").
  desk: view(adminGate),
  notFound: view(notFound),
};

/** A catalogue path as a child route: `/admin` covers everything below it. */
const routePathOf = (id: PageId, path: string) => (id === 'desk' ? `${path.slice(1)}/*` : path.replace(/^\//, ''));

/**
 * The route table of docs/behaviour.md §2.1, all under the common layout: one route per page of the
 * catalogue. Each leaf's `handle` (PageHandle in ssr/routeData.ts): `preload` fetches its code;
 * `ssrData` fetches, for the server render, the data its page shows first (ssr/pageData.ts). Every
 * route is server-rendered, with or without `ssrData`; the catch-all answers 404.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    handle: { ssrData: data?.layoutData },
    children: [
      { index: true, element: <Navigate to="/home" replace />, handle: { preload: home.preload } },
      ...PAGES.map(({ id, path }): RouteObject => {
        const { element, preload } = PAGE_VIEWS[id];
        const status = id === 'notFound' ? 404 : undefined;
        const handle: PageHandle = { page: id, preload, ssrData: data?.PAGE_LOADERS[id], status };
        return { path: routePathOf(id, path), element, handle };
      }),
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
