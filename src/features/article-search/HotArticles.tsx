import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetHotArticlesQuery } from './articleSearchApi';

/** Hot list length. */
export const HOT_LIST_SIZE = 5;
const RANK_COLOURS = ['#f5222d', '#fa8c16', '#faad14'];

/** A number in a circle: the top three in warm colours, the rest grey. */
function Rank({ n }: { n: number }) {
  const colour = RANK_COLOURS[n - 1];
  return (
    <Box
      component="span"
      aria-label={`第 ${n} 名`}
      sx={{
        width: 22,
        height: 22,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 13,
        fontWeight: 700,
        border: 2,
        borderColor: colour ?? 'text.disabled',
        color: colour ?? 'text.secondary',
      }}
    >
      {n}
    </Box>
  );
}

/** The top-5 most read articles with circled numbers; a click opens one. */
export function HotArticles({ onOpen }: { onOpen: (id: number) => void }) {
  const { data, isLoading, isError } = useGetHotArticlesQuery();
  return (
    <Box component="section" aria-label="热门文章">
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        热门文章
      </Typography>
      {isLoading && Array.from({ length: HOT_LIST_SIZE }, (_, i) => <Skeleton key={i} height={32} />)}
      {isError && (
        <Typography variant="body2" color="text.secondary">
          热门文章加载失败
        </Typography>
      )}
      {data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          暂无文章
        </Typography>
      )}
      {data?.slice(0, HOT_LIST_SIZE).map((article, index) => (
        <ButtonBase
          key={article.id}
          data-testid="hot-article"
          onClick={() => onOpen(article.id)}
          sx={{
            width: '100%',
            justifyContent: 'flex-start',
            gap: 1.5,
            py: 0.75,
            px: 0.5,
            borderRadius: 1,
            textAlign: 'left',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Rank n={index + 1} />
          <Typography variant="body2" noWrap>
            {article.article_title}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
