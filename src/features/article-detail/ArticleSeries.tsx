import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SeriesPlacement } from '@protocol/api/series';
import { seriesPath } from '@protocol/pagePaths';
import { Link } from '@/shared/components/Link';

/**
 * docs/behaviour.md §9.6: a post in a series says 本文属于《name》第 n 篇 (opening the series' page)
 * and links its previous and next post within the series, as the article detail names them.
 */
export function ArticleSeries({ series }: { series: SeriesPlacement }) {
  const { previous, next } = series;
  return (
    <Box
      component="nav"
      aria-label="专栏"
      sx={{ mt: 3, p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <Typography variant="body2">
        本文属于
        <Link to={seriesPath(series.id)}>《{series.name}》</Link>第 {series.position} 篇
      </Typography>
      {(previous || next) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 1 }}>
          {previous ? (
            <Link to={`/article?id=${previous.id}`} rel="prev">
              专栏上一篇：{previous.article_title}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={`/article?id=${next.id}`} rel="next">
              专栏下一篇：{next.article_title}
            </Link>
          )}
        </Box>
      )}
    </Box>
  );
}
