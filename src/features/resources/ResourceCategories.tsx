import { Link } from '@/shared/components/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { CARD_GRID } from './cardGrid';
import { CardGridSkeleton } from './CardGridSkeleton';
import { useGetResourceCategoriesQuery } from './resourcesApi';
import type { ResourceType } from './resourceTypes';
import { siteListPath } from './siteListQuery';

/** /resources/front|back: the categories of recommended sites as cards, each opening its site list. */
export function ResourceCategories({ type }: { type: ResourceType }) {
  const { data, error, isLoading, refetch } = useGetResourceCategoriesQuery(type);
  if (isLoading) return <CardGridSkeleton label="分类加载中" />;
  if (error || !data) {
    return (
      <PageState
        kind="error"
        message={errorMessageOf(error, '分类加载失败')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (data.length === 0) return <PageState kind="empty" message="还没有推荐的分类" />;
  return (
    <Box component="ul" aria-label="资源分类" sx={CARD_GRID}>
      {data.map((category) => (
        <Card component="li" key={category.id} variant="outlined">
          <CardActionArea
            component={Link}
            to={siteListPath({ type, key: category.key })}
            sx={{ height: '100%', alignItems: 'stretch' }}
          >
            <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
                {category.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {category.description || '暂无描述'}
              </Typography>
              <Typography variant="body2" color="primary">
                {category.siteCount} 个网站
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
