import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ArticleCard } from './ArticleCard';
import { useGetHomeArticleListQuery } from './articlesApi';
import { ListPagination } from '@/shared/components/ListPagination';
import { OnDemand } from '@/shared/components/OnDemand';
import { afterLoadComponent } from '@/shared/lib/afterLoadComponent';
import { belowFold } from '@/shared/lib/belowFold';
import { scrollBehavior } from '@/shared/lib/motion';

// Shown only while a page of the list loads, never in the server's HTML: its code (MUI Skeleton) is
// fetched right after `load`, before a reader turns the page (docs/performance.md "/home first load").
const skeleton = afterLoadComponent(() =>
  import(/* webpackChunkName: "card-skeleton" */ './ArticleCardSkeleton').then((m) => m.ArticleCardSkeleton),
);
void skeleton.preload();

/** Articles per home page. */
export const HOME_PAGE_SIZE = 5;

/** Home article list: skeletons while loading, cards, and MUI pagination. */
export function HomeArticleList() {
  const [current, setCurrent] = useState(1);
  const { data, isFetching, isError } = useGetHomeArticleListQuery({ current, size: HOME_PAGE_SIZE });
  const showSkeletons = isFetching && data?.current !== current;
  return (
    // The cards after the first two are below a phone's first screen (docs/performance.md "Boot on intent").
    <Box component="section" aria-label="文章列表" sx={{ '& > article:nth-of-type(n+3)': belowFold(420) }}>
      {showSkeletons && (
        <OnDemand>
          {Array.from({ length: HOME_PAGE_SIZE }, (_, i) => (
            <skeleton.Component key={i} />
          ))}
        </OnDemand>
      )}
      {!showSkeletons && data?.list.map((article) => <ArticleCard key={article.id} article={article} />)}
      {!isFetching && (isError || data?.list.length === 0) && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          暂无文章
        </Typography>
      )}
      {data && (
        <ListPagination
          total={data.total}
          pageSize={HOME_PAGE_SIZE}
          page={current}
          margins={{ my: 2 }}
          onChange={(page) => {
            setCurrent(page);
            window.scrollTo({ top: window.innerHeight - 64, behavior: scrollBehavior() });
          }}
        />
      )}
    </Box>
  );
}
