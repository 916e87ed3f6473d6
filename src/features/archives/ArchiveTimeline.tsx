import { scrollBehavior } from '@/shared/lib/motion';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from '@/shared/components/Link';
import type { ArticleBrief } from '@/features/articles';
import { useGetTimelineQuery } from './timelineApi';
import { ListPagination } from '@/shared/components/ListPagination';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { formatDate } from '@/shared/lib/formatTime';

/** Articles per timeline page. */
export const TIMELINE_PAGE_SIZE = 10;

function TimelineEntry({ article }: { article: ArticleBrief }) {
  return (
    <Box
      component="li"
      data-testid="timeline-entry"
      sx={{ position: 'relative', display: 'flex', gap: 2, alignItems: 'center', py: 1.5, pl: 3 }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: -6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          border: 2,
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
        }}
      />
      <Box
        component={Link}
        to={`/article?id=${article.id}`}
        aria-hidden
        tabIndex={-1}
        sx={{
          width: { xs: 72, sm: 96 },
          height: { xs: 54, sm: 72 },
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {article.article_cover && (
          <img
            src={article.article_cover}
            alt=""
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDate(article.createdAt)}
        </Typography>
        <Typography
          component={Link}
          to={`/article?id=${article.id}`}
          sx={{ display: 'block', color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}
        >
          {article.article_title}
        </Typography>
      </Box>
    </Box>
  );
}

function TimelineSkeleton() {
  return (
    <Box data-testid="timeline-skeleton">
      <Skeleton width={120} height={40} />
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 2, py: 1.5, pl: 3 }}>
          <Skeleton variant="rounded" width={96} height={72} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width={90} />
            <Skeleton width="70%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** /archives: every public article grouped by year, newest first, paged. */
export function ArchiveTimeline() {
  const [current, setCurrent] = useState(1);
  const { data, error, isFetching, refetch } = useGetTimelineQuery({ current, size: TIMELINE_PAGE_SIZE });
  if (isFetching && data?.current !== current) return <TimelineSkeleton />;
  if (error) {
    return (
      <PageState
        kind="error"
        message={errorMessageOf(error, '时间轴加载失败')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (!data || data.total === 0) return <PageState kind="empty" message="暂无文章" />;
  return (
    <Box component="section" aria-label="时间轴">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        目前共计 {data.total} 篇文章，继续加油！
      </Typography>
      {data.list.map((group) => (
        <Box key={`${group.year}-${group.articleList[0]?.id}`} sx={{ mb: 2 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {group.year}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, ml: 1, borderLeft: 2, borderColor: 'divider' }}>
            {group.articleList.map((article) => (
              <TimelineEntry key={article.id} article={article} />
            ))}
          </Box>
        </Box>
      ))}
      <ListPagination
        total={data.total}
        pageSize={TIMELINE_PAGE_SIZE}
        page={current}
        margins={{ mt: 3 }}
        onChange={(page) => {
          setCurrent(page);
          window.scrollTo({ top: 0, behavior: scrollBehavior() });
        }}
      />
    </Box>
  );
}
