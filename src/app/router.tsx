import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { retryImport } from '@/shared/lib/retryImport';
import { AppShell } from './AppShell';
import { BANNER_ROUTES } from './routeTitles';

// spec §2: every page loads lazily (one chunk per page component).
const HomePage = lazy(retryImport(() => import(/* webpackChunkName: "page-home" */ '@/pages/HomePage')));
const BannerOnlyPage = lazy(retryImport(() => import(/* webpackChunkName: "page-banner" */ '@/pages/BannerOnlyPage')));
const UserCenterPage = lazy(
  retryImport(() => import(/* webpackChunkName: "page-user-center" */ '@/pages/UserCenterPage')),
);
const NotFoundPage = lazy(retryImport(() => import(/* webpackChunkName: "page-404" */ '@/pages/NotFoundPage')));

/**
 * The route table of spec §2, all under the common layout. Later issues replace a
 * `BANNER_ROUTES` entry with their own lazy page here.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      ...BANNER_ROUTES.map(({ path, title }) => ({ path, element: <BannerOnlyPage title={title} /> })),
      { path: 'userCenter', element: <UserCenterPage /> },
      // /message/chat is only referenced by the footer rule (spec §2), so it falls through to 404.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The table rendered in declarative mode (inside <BrowserRouter>): the app uses no loaders, actions
 * or fetchers, and the data router would add ~16 KB gzip to every first load (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
