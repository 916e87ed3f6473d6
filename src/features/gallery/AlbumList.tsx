import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import { CoverCardGrid } from '@/shared/components/cards/CoverCardGrid';
import type { CoverLayout } from '@/shared/components/cards/CoverBox';
import { useGetAlbumListQuery } from './galleryApi';
import { albumPath } from './galleryTypes';

const ALBUM_COVER: CoverLayout = {
  ratio: '4 / 3',
  icon: <PhotoLibrary sx={{ fontSize: 56, color: 'text.disabled' }} />,
  sizes: '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 300px',
  shown: { min: 300, max: 600 },
};

/** /photoAlbum: every public album as a card (cover, name, description) opening its gallery. */
export function AlbumList() {
  const { data, error, isLoading, refetch } = useGetAlbumListQuery();
  const cards = data?.map((album) => ({
    id: album.id,
    to: albumPath(album.id),
    cover: album.album_cover,
    title: album.album_name,
    description: album.description,
  }));
  return <CoverCardGrid noun="相册" query={{ cards, error, isLoading, refetch }} cover={ALBUM_COVER} skeletons={6} />;
}
