import { useSearchParams } from 'react-router';
import { AlbumGallery } from '@/features/gallery';
import { parseQueryId } from '@protocol/queryId';

/** /photos?id (docs/behaviour.md §2.1): the gallery of one album. */
export default function PhotosPage() {
  const [params] = useSearchParams();
  const albumId = parseQueryId(params.get('id'));
  return <AlbumGallery key={albumId ?? 'none'} albumId={albumId} />;
}
