import Container from '@mui/material/Container';
import { AlbumList } from '@/features/gallery';
import { PageBanner } from '@/features/site';

/** /photoAlbum (docs/behaviour.md §2.1): the photo albums. */
export default function PhotoAlbumPage() {
  return (
    <>
      <PageBanner title="相册" />
      <Container maxWidth="lg" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        <AlbumList />
      </Container>
    </>
  );
}
