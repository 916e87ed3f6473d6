import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Route, Routes } from 'react-router';
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
export function AdminApp() {
  return (
    <AdminLayout>
      <Suspense fallback={<LinearProgress aria-label="加载中" />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="articles" element={<ArticlesPage />} />
          <Route path="articles/new" element={<ArticleEditorPage />} />
          <Route path="articles/:id" element={<ArticleEditorPage />} />
          <Route path="links" element={<LinksPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="config" element={<ConfigPage />} />
          <Route path="comments" element={<ModerationPage area="comment" />} />
          <Route path="messages" element={<ModerationPage area="message" />} />
          <Route path="chat" element={<ModerationPage area="chat" />} />
          <Route path="*" element={<ContentPages />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
