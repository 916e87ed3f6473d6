import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { seriesPath } from '@protocol/pagePaths';
import { Link } from '@/shared/components/Link';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { SeriesCover } from './SeriesCover';
import { useGetSeriesListQuery } from './seriesApi';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
  gap: { xs: 2, sm: 3 },
} as const;

/** /series (docs/behaviour.md §9.6): every series as a card — cover, name, description, public posts. */
export function SeriesList() {
  const { data, error, isLoading, refetch } = useGetSeriesListQuery();
  if (isLoading) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label="专栏加载中">
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} variant="outlined">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
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
        message={errorMessageOf(error, '专栏加载失败')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (data.length === 0) return <PageState kind="empty" message="还没有专栏" />;
  return (
    <Box component="ul" aria-label="专栏列表" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
      {data.map((series) => (
        <Card component="li" key={series.id} variant="outlined">
          <CardActionArea component={Link} to={seriesPath(series.id)} sx={{ height: '100%' }}>
            <SeriesCover url={series.cover} />
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
                {series.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {series.description || '暂无描述'}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                共 {series.postCount} 篇
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
