import { Route, Routes } from 'react-router';
import { PageState } from '@/shared/components/PageState';
import { AlbumPhotosPage } from './AlbumPhotosPage';
import { AlbumsPage } from './AlbumsPage';
import { BannersPage } from './BannersPage';
import { ResourcesPage } from './ResourcesPage';
import { TalksPage } from './TalksPage';

/** The content areas of the desk (talks, albums, resources, banners) and the desk's own not-found. */
export function ContentPages() {
  return (
    <Routes>
      <Route path="talks" element={<TalksPage />} />
      <Route path="albums" element={<AlbumsPage />} />
      <Route path="albums/:albumId" element={<AlbumPhotosPage />} />
      <Route path="resources" element={<ResourcesPage />} />
      <Route path="banners" element={<BannersPage />} />
      <Route path="*" element={<PageState kind="empty" message="后台没有这个页面" />} />
    </Routes>
  );
}
