import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ArticleBriefCard } from '@/features/articles';
import { belowFold } from '@/shared/lib/belowFold';
import { useGetArticleNeighboursQuery } from './articleDetailApi';

/** A phone's height of the recommendations: the heading, then two cards (110 px and a gap) a row. */
const recommendHeight = (count: number) => 44 + Math.ceil(count / 2) * 122;

/**
 * Previous (older) and next (newer) article, then up to 6 recommendations sharing a tag. Both sit
 * below the article, so they skip layout until the reader nears them (docs/performance.md "Boot on
 * intent"): their covers are CSS backgrounds, which a skipped block does not fetch, so they no
 * longer share the arrival's bandwidth with the banner.
 */
export function ArticleNeighbours({ id }: { id: number }) {
  const { data } = useGetArticleNeighboursQuery(id);
  if (!data) return null;
  const recommend = data.recommend.slice(0, 6);
  return (
    <>
      {(data.previous || data.next) && (
        <Box
          component="nav"
          aria-label="上一篇与下一篇"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 4, ...belowFold(256) }}
        >
          {data.previous ? <ArticleBriefCard article={data.previous} caption="上一篇" /> : <span />}
          {data.next && <ArticleBriefCard article={data.next} caption="下一篇" />}
        </Box>
      )}
      {recommend.length > 0 && (
        <Box component="section" aria-label="相关推荐" sx={{ mt: 4, ...belowFold(recommendHeight(recommend.length)) }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            相关推荐
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1.5 }}>
            {recommend.map((article) => (
              <ArticleBriefCard key={article.id} article={article} height={110} />
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
