import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ArticleBriefCard, pageCount } from '@/features/articles';
import { PageBanner } from '@/features/site';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import type { ArticleListTarget } from '@/shared/lib/articleListPath';
import { useGetArticlesOfQuery } from './taxonomyArticlesApi';

/** Articles per /articleList page. */
export const ARTICLE_LIST_PAGE_SIZE = 12;

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 } as const;

/** /articleList: the articles of one tag or category, paged, with the name and total in the banner. */
export function TaxonomyArticles({ target }: { target: ArticleListTarget }) {
  const [current, setCurrent] = useState(1);
  const { data, error, isFetching, refetch } = useGetArticlesOfQuery({
    ...target,
    current,
    size: ARTICLE_LIST_PAGE_SIZE,
  });
  const loading = isFetching && data?.current !== current;
  const noun = target.type === 'tag' ? '标签' : '分类';
  return (
    <>
      <PageBanner title={target.name || noun} routeName="articleList">
        <Typography sx={{ mt: 1.5, textShadow: '0 1px 4px rgba(0,0,0,.5)' }} data-testid="article-list-total">
          {noun} · {data && !loading ? `共 ${data.total} 篇` : '…'}
        </Typography>
      </PageBanner>
      <Container maxWidth="lg" sx={{ py: 4, px: { xs: 1, sm: 2 } }}>
        {loading && (
          <Box sx={GRID} data-testid="article-list-skeleton">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={160} />
            ))}
          </Box>
        )}
        {!loading && error && (
          <PageState
            kind="error"
            message={errorMessageOf(error, '文章列表加载失败')}
            action={
              <Button variant="outlined" onClick={() => void refetch()}>
                重新加载
              </Button>
            }
          />
        )}
        {!loading && !error && data?.list.length === 0 && (
          <PageState kind="empty" message={`这个${noun}下还没有文章`} />
        )}
        {!loading && !error && data && data.list.length > 0 && (
          <Box sx={GRID}>
            {data.list.map((article) => (
              <ArticleBriefCard key={article.id} article={article} height={160} />
            ))}
          </Box>
        )}
        {data && data.total > ARTICLE_LIST_PAGE_SIZE && (
          <Pagination
            sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
            color="primary"
            page={current}
            count={pageCount(data.total, ARTICLE_LIST_PAGE_SIZE)}
            onChange={(_, page) => {
              setCurrent(page);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      </Container>
    </>
  );
}
