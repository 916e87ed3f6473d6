import { Link } from '@/shared/components/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { AlbumCover } from './AlbumCover';
import { useGetAlbumListQuery } from './galleryApi';
import { albumPath } from './galleryTypes';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
  gap: { xs: 2, sm: 3 },
} as const;

/** /photoAlbum: every public album as a card (cover, name, description) opening its gallery. */
export function AlbumList() {
  const { data, error, isLoading, refetch } = useGetAlbumListQuery();
  if (isLoading) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label="相册加载中">
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} variant="outlined" data-testid="album-skeleton">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <CardContent>
              <Skeleton width="50%" />
              <Skeleton width="80%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  if (error || !data) {
    return (
      <PageState
        kind="error"
        message={errorMessageOf(error, '相册加载失败')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (data.length === 0) return <PageState kind="empty" message="还没有相册" />;
  return (
    <Box component="ul" aria-label="相册列表" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
      {data.map((album) => (
        <Card component="li" key={album.id} variant="outlined">
          <CardActionArea component={Link} to={albumPath(album.id)} sx={{ height: '100%' }}>
            <AlbumCover url={album.album_cover} />
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
                {album.album_name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {album.description || '暂无描述'}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
