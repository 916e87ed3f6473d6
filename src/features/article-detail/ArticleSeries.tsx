import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SeriesPlacement } from '@protocol/api/series';
import { seriesPath } from '@protocol/pagePaths';
import { Link } from '@/shared/components/Link';

/**
 * docs/behaviour.md §9.6: a post in a series says 本文属于《name》第 n 篇 (opening the series' page),
 * lists the series' posts under 本专栏共 N 篇 (folded: a native <details>, no script) and links its
 * previous and next post within the series, as the article detail names them.
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
      <Box component="details" sx={{ mt: 1, typography: 'body2' }}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          本专栏共 {series.posts.length} 篇
        </Box>
        <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3 }}>
          {series.posts.map((post, index) => (
            <li key={post.id}>
              {index + 1 === series.position ? (
                <Box component="span" aria-current="page" sx={{ fontWeight: 600 }}>
                  {post.article_title}
                </Box>
              ) : (
                <Link to={`/article?id=${post.id}`}>{post.article_title}</Link>
              )}
            </li>
          ))}
        </Box>
      </Box>
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
