import { Suspense, useEffect } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useRoutes } from 'react-router';
import { PageState } from '@/shared/components/PageState';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { markAdminDeskOpened } from '@/shared/lib/readerCaches';
import { AdminLayout } from './desk/AdminLayout';
import { DashboardPage } from './dashboard/DashboardPage';
import { ArticlesPage } from './articles/ArticlesPage';
import { TalksPage } from './talks/TalksPage';
import { AlbumsPage } from './albums/AlbumsPage';
import { AlbumPhotosPage } from './albums/AlbumPhotosPage';
import { LinksPage } from './links/LinksPage';
import { SeriesListPage } from './series/SeriesListPage';
import { SeriesOrderPage } from './series/SeriesOrderPage';
import { ResourcesPage } from './resources/ResourcesPage';
import { BannersPage } from './banners/BannersPage';
import { UsersPage } from './users/UsersPage';
import { ModerationPage } from './moderation/ModerationPage';
import { ConfigPage } from './config/ConfigPage';
import { MailSettingsPage } from './mail/MailSettingsPage';
import { MailLogPage } from './mail/MailLogPage';
import { WordListsPage } from './spam/WordListsPage';
import { ReviewQueuePage } from './spam/ReviewQueuePage';

// The editor carries md-editor-rt's editor and highlight.js: its own chunk, fetched on opening it,
// through the one retrying loader every chunk uses (docs/architecture.md, lazy loading).
const articleEditor = lazyComponent(() =>
  import(/* webpackChunkName: "admin-editor" */ './editor/ArticleEditorPage').then((m) => m.ArticleEditorPage),
);

/**
 * The admin desk (the "admin" chunk): its layout and one screen per area, under /admin. A route table
 * for useRoutes, the router API the readers' bundle already ships (docs/admin-desk.md).
 */
const SCREENS = [
  { index: true, element: <DashboardPage /> },
  { path: 'articles', element: <ArticlesPage /> },
  { path: 'articles/:id', element: <articleEditor.Component /> },
  { path: 'talks', element: <TalksPage /> },
  { path: 'albums', element: <AlbumsPage /> },
  { path: 'albums/:albumId', element: <AlbumPhotosPage /> },
  { path: 'series', element: <SeriesListPage /> },
  { path: 'series/:seriesId', element: <SeriesOrderPage /> },
  { path: 'links', element: <LinksPage /> },
  { path: 'resources', element: <ResourcesPage /> },
  { path: 'banners', element: <BannersPage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'comments', element: <ModerationPage area="comment" /> },
  { path: 'messages', element: <ModerationPage area="message" /> },
  { path: 'chat', element: <ModerationPage area="chat" /> },
  { path: 'review', element: <ReviewQueuePage /> },
  { path: 'words', element: <WordListsPage /> },
  { path: 'config', element: <ConfigPage /> },
  { path: 'mail', element: <MailSettingsPage /> },
  { path: 'mail-log', element: <MailLogPage /> },
  { path: '*', element: <PageState kind="empty" message="后台没有这个页面" /> },
];

export function AdminApp() {
  // docs/caching.md "In the reader's browser": drafts' pictures are never kept by the worker.
  useEffect(() => {
    void markAdminDeskOpened().catch(() => undefined);
  }, []);
  return (
    <AdminLayout>
      <Suspense fallback={<LinearProgress aria-label="加载中" />}>{useRoutes(SCREENS)}</Suspense>
    </AdminLayout>
  );
}
