import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { matchedByLabel, type ArticleSearchPage } from './articleSearchApi';
import { HighlightedText } from './HighlightedText';

interface Props {
  query: string;
  /** The loaded pages of the current text (undefined while its first page is on its way). */
  pages: ArticleSearchPage[] | undefined;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
  onOpen: (id: number) => void;
}

/**
 * Results for the text being typed (docs/behaviour.md §9.2): "找到 N 篇", the hits with the match
 * highlighted in title and snippet, and 加载更多 while the server has more.
 */
export function SearchResults({ query, pages, loading, loadingMore, hasMore, failed, onLoadMore, onOpen }: Props) {
  const hits = pages?.flatMap((page) => page.list);
  const total = pages?.[0]?.total ?? 0;
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
      {!!hits?.length && !loading && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          找到 {total} 篇
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
          {hit.matchedBy && (
            <Typography data-testid="search-matched-by" variant="caption" color="primary" component="p">
              {matchedByLabel(hit.matchedBy)}
            </Typography>
          )}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            <HighlightedText text={hit.article_content} query={query} />
          </Typography>
        </ButtonBase>
      ))}
      {hasMore && !loading && (
        <Button fullWidth onClick={onLoadMore} loading={loadingMore} sx={{ mt: 1 }}>
          加载更多
        </Button>
      )}
    </Box>
  );
}
