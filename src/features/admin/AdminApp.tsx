import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useRoutes } from 'react-router';
import { AdminLayout } from './layout/AdminLayout';
import { DashboardPage } from './dashboard/DashboardPage';
import { ArticlesPage } from './articles/ArticlesPage';
import { LinksPage } from './links/LinksPage';
import { UsersPage } from './users/UsersPage';
import { ConfigPage } from './config/ConfigPage';
import { ModerationPage } from './tables/ModerationPage';
import { ContentPages } from './content/ContentPages';

// The editor carries md-editor-rt's editor and highlight.js: its own chunk, fetched on opening it.
const ArticleEditorPage = lazy(() =>
  import(/* webpackChunkName: "admin-editor" */ './editor/ArticleEditorPage').then((m) => ({
    default: m.ArticleEditorPage,
  })),
);

/** The admin desk (the "admin" chunk): its layout and one screen per area, under /admin. */
// A route table for useRoutes (the blog's own router API; see adminRoutes.ts for why not <Routes>).
const SCREENS = [
  { index: true, element: <DashboardPage /> },
  { path: 'articles', element: <ArticlesPage /> },
  { path: 'articles/:id', element: <ArticleEditorPage /> },
  { path: 'links', element: <LinksPage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'config', element: <ConfigPage /> },
  { path: 'comments', element: <ModerationPage area="comment" /> },
  { path: 'messages', element: <ModerationPage area="message" /> },
  { path: 'chat', element: <ModerationPage area="chat" /> },
  { path: '*', element: <ContentPages /> },
];

export function AdminApp() {
  return (
    <AdminLayout>
      <Suspense fallback={<LinearProgress aria-label="加载中" />}>{useRoutes(SCREENS)}</Suspense>
    </AdminLayout>
  );
}
