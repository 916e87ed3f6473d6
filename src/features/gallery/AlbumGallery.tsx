import { Link } from '@/shared/components/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageBanner } from '@/features/site';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { AlbumSwitcher } from './AlbumSwitcher';
import { useGetAlbumListQuery, useGetAlbumPhotosQuery } from './galleryApi';
import { PHOTO_GRID, PhotoGrid } from './PhotoGrid';

/** /photos?id: one album's photos under its name, with a switcher to the other albums. */
export function AlbumGallery({ albumId }: { albumId: number | null }) {
  const albums = useGetAlbumListQuery();
  const photos = useGetAlbumPhotosQuery(albumId ?? 0, { skip: albumId === null });
  const album = albums.data?.find((a) => a.id === albumId);
  const missing = albumId === null || (albums.isSuccess && !album);
  const backToAlbums = (
    <Button variant="outlined" component={Link} to="/photoAlbum">
      返回相册
    </Button>
  );
  return (
    <>
      <PageBanner title={album?.album_name ?? '图库'}>
        {album?.description && (
          <Typography sx={{ mt: 1.5, textShadow: '0 1px 4px rgba(0,0,0,.5)' }}>{album.description}</Typography>
        )}
      </PageBanner>
      <Container maxWidth="lg" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        <AlbumSwitcher albums={albums.data ?? []} currentId={albumId} />
        {missing && <PageState kind="error" message="没有找到这个相册" action={backToAlbums} />}
        {!missing && (photos.isLoading || albums.isLoading) && (
          <Box sx={PHOTO_GRID} aria-busy="true" aria-label="照片加载中">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton
                key={i}
                variant="rounded"
                data-testid="photo-skeleton"
                sx={{ aspectRatio: '1 / 1', height: 'auto' }}
              />
            ))}
          </Box>
        )}
        {!missing && (photos.isError || albums.isError) && (
          <PageState
            kind="error"
            message={errorMessageOf(photos.error ?? albums.error, '照片加载失败')}
            action={
              <Button
                variant="outlined"
                onClick={() => {
                  void albums.refetch();
                  if (albumId !== null) void photos.refetch();
                }}
              >
                重新加载
              </Button>
            }
          />
        )}
        {album && photos.isSuccess && photos.data.length === 0 && (
          <PageState kind="empty" message="这个相册还没有照片" action={backToAlbums} />
        )}
        {album && photos.isSuccess && photos.data.length > 0 && (
          <PhotoGrid photos={photos.data} albumName={album.album_name} />
        )}
      </Container>
    </>
  );
}
