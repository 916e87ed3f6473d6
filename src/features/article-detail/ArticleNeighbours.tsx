import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ArticleBriefCard } from '@/features/articles';
import { useGetArticleNeighboursQuery } from './articleDetailApi';

/** Previous (older) and next (newer) article, then up to 6 recommendations sharing a tag. */
export function ArticleNeighbours({ id }: { id: number }) {
  const { data } = useGetArticleNeighboursQuery(id);
  if (!data) return null;
  return (
    <>
      {(data.previous || data.next) && (
        <Box
          component="nav"
          aria-label="上一篇与下一篇"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 4 }}
        >
          {data.previous ? <ArticleBriefCard article={data.previous} caption="上一篇" /> : <span />}
          {data.next && <ArticleBriefCard article={data.next} caption="下一篇" />}
        </Box>
      )}
      {data.recommend.length > 0 && (
        <Box component="section" aria-label="相关推荐" sx={{ mt: 4 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            相关推荐
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1.5 }}>
            {data.recommend.slice(0, 6).map((article) => (
              <ArticleBriefCard key={article.id} article={article} height={110} />
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
