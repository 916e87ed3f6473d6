import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ArticleSearchHit } from './articleSearchApi';
import { HighlightedText } from './HighlightedText';

interface Props {
  query: string;
  hits: ArticleSearchHit[] | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: (id: number) => void;
}

/** Results for the text being typed, matches highlighted in title and snippet. */
export function SearchResults({ query, hits, loading, failed, onOpen }: Props) {
  return (
    <Box component="section" aria-label="搜索结果" aria-busy={loading}>
      {loading && <LinearProgress sx={{ mb: 1 }} />}
      {failed && !loading && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          搜索失败，请稍后再试
        </Typography>
      )}
      {hits?.length === 0 && !loading && !failed && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          没有找到相关文章
        </Typography>
      )}
      {hits?.map((hit) => (
        <ButtonBase
          key={hit.id}
          data-testid="search-result"
          onClick={() => onOpen(hit.id)}
          sx={{
            display: 'block',
            width: '100%',
            textAlign: 'left',
            p: 1,
            borderRadius: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            <HighlightedText text={hit.article_title} query={query} />
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            <HighlightedText text={hit.article_content} query={query} />
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
