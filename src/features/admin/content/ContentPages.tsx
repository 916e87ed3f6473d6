import { useRoutes } from 'react-router';
import { PageState } from '@/shared/components/PageState';
import { AlbumPhotosPage } from './AlbumPhotosPage';
import { AlbumsPage } from './AlbumsPage';
import { BannersPage } from './BannersPage';
import { ResourcesPage } from './ResourcesPage';
import { TalksPage } from './TalksPage';

/** The content areas of the desk (talks, albums, resources, banners) and the desk's own not-found. */
const SCREENS = [
  { path: 'talks', element: <TalksPage /> },
  { path: 'albums', element: <AlbumsPage /> },
  { path: 'albums/:albumId', element: <AlbumPhotosPage /> },
  { path: 'resources', element: <ResourcesPage /> },
  { path: 'banners', element: <BannersPage /> },
  { path: '*', element: <PageState kind="empty" message="后台没有这个页面" /> },
];

export function ContentPages() {
  return useRoutes(SCREENS);
}
