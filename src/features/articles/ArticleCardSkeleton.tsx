import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder shaped like an ArticleCard while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <Card data-testid="article-skeleton" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, mb: 2.5 }}>
      <Skeleton variant="rectangular" sx={{ width: { xs: '100%', sm: '42%' }, height: { xs: 180, sm: 220 } }} />
      <CardContent sx={{ flex: 1 }}>
        <Skeleton width="70%" height={32} />
        <Skeleton width="90%" />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={60} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
