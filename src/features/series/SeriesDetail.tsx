import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RssFeed from '@mui/icons-material/RssFeed';
import { SERIES_LIST_PATH, seriesFeedPath } from '@protocol/pagePaths';
import { PageBanner } from '@/features/site';
import { Link } from '@/shared/components/Link';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { formatDate } from '@/shared/lib/formatTime';
import { useGetSeriesQuery } from './seriesApi';

/**
 * /series?id=N (docs/behaviour.md §9.6): the series' name and description, its public posts in the
 * series' order, and its feed. A malformed id says 没有找到这个专栏, a missing series the server's 专栏不存在.
 */
export function SeriesDetail({ seriesId }: { seriesId: number | null }) {
  const { data, error, isLoading, refetch } = useGetSeriesQuery(seriesId ?? 0, { skip: seriesId === null });
  const backToList = (
    <Button variant="outlined" component={Link} to={SERIES_LIST_PATH}>
      返回专栏列表
    </Button>
  );
  const missing = seriesId === null;
  return (
    <>
      <PageBanner title={data?.series.name ?? '专栏'}>
        {data?.series.description && (
          <Typography sx={{ mt: 1.5, textShadow: '0 1px 4px rgba(0,0,0,.5)' }}>{data.series.description}</Typography>
        )}
      </PageBanner>
      <Container maxWidth="md" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        {missing && <PageState kind="error" message="没有找到这个专栏" action={backToList} />}
        {!missing && isLoading && (
          <Box aria-busy="true" aria-label="专栏加载中">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        )}
        {!missing && error && (
          <PageState
            kind="error"
            message={errorMessageOf(error, '专栏加载失败')}
            action={
              <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
                <Button variant="outlined" onClick={() => void refetch()}>
                  重新加载
                </Button>
                {backToList}
              </Box>
            }
          />
        )}
        {data && (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
              <Typography color="text.secondary">共 {data.posts.length} 篇</Typography>
              <Button size="small" startIcon={<RssFeed />} href={seriesFeedPath(data.series.id)}>
                订阅本专栏
              </Button>
            </Box>
            {data.posts.length === 0 ? (
              <PageState kind="empty" message="这个专栏还没有公开的文章" action={backToList} />
            ) : (
              <Box component="ol" aria-label="专栏文章" sx={{ pl: 3, m: 0 }}>
                {data.posts.map((post) => (
                  <Box component="li" key={post.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                    <Link to={`/article?id=${post.id}`}>{post.article_title}</Link>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {formatDate(post.createdAt)}
                    </Typography>
                    {post.article_description && (
                      <Typography variant="body2" color="text.secondary">
                        {post.article_description}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            )}
          </>
        )}
      </Container>
    </>
  );
}
