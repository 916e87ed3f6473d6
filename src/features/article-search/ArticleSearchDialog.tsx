import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { safeStorage } from '@/shared/lib/storageCodec';
import { useSearchArticlesInfiniteQuery } from './articleSearchApi';
import { HotArticles } from './HotArticles';
import { SearchHistory } from './SearchHistory';
import { SearchResults } from './SearchResults';
import { addToHistory, loadHistory, saveHistory } from './searchHistory';

/** Pause in typing before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The server accepts up to 50 characters. */
const MAX_QUERY_CHARS = 50;

/**
 * The article search: an input with results as you type (debounced; each text has its own cache
 * entry and only the current text's answer is shown, so a late answer never replaces a newer one),
 * "找到 N 篇" and 加载更多, the search history and the top-5 hot articles. The box is anchored at the top. A result or hot article opens /article?id=.
 */
export function ArticleSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const narrow = useIsNarrow();
  const [text, setText] = useState('');
  const [history, setHistory] = useState(() => loadHistory(safeStorage('local')));
  const query = useDebouncedValue(text.trim().slice(0, MAX_QUERY_CHARS), SEARCH_DEBOUNCE_MS);
  const typing = text.trim() !== '';
  const { currentData, isFetching, isFetchingNextPage, isError, hasNextPage, fetchNextPage } =
    useSearchArticlesInfiniteQuery(query, { skip: !query });

  const remember = (term: string) => {
    const next = addToHistory(history, term);
    setHistory(next);
    saveHistory(safeStorage('local'), next);
  };
  const clearHistory = () => {
    setHistory([]);
    saveHistory(safeStorage('local'), []);
  };
  const openArticle = (id: number) => {
    if (typing) remember(text);
    // The next opening starts from the history and the hot list again.
    setText('');
    onClose();
    navigate(`/article?id=${id}`);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      sx={{ zIndex: 9999 }}
      // Anchored at the top (docs/behaviour.md §9.2): the input stays where it was when results
      // arrive and the list grows downwards, instead of the centred box jumping up.
      slotProps={{
        container: { sx: { alignItems: 'flex-start' } },
        paper: { sx: narrow ? {} : { mt: '10vh', maxHeight: '80vh' } },
      }}
      aria-label="搜索文章"
    >
      <DialogContent sx={{ pt: 2 }}>
        <TextField
          autoFocus
          fullWidth
          placeholder="搜索文章标题或内容"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') remember(text);
          }}
          slotProps={{
            htmlInput: { 'aria-label': '搜索文章', maxLength: MAX_QUERY_CHARS, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="关闭搜索" edge="end" onClick={onClose}>
                    <CloseIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 2 }}
        />
        {typing ? (
          <SearchResults
            query={query}
            pages={query ? currentData?.pages : undefined}
            loading={(isFetching && !isFetchingNextPage) || query !== text.trim().slice(0, MAX_QUERY_CHARS)}
            loadingMore={isFetchingNextPage}
            hasMore={hasNextPage}
            failed={isError}
            onLoadMore={() => void fetchNextPage()}
            onOpen={openArticle}
          />
        ) : (
          <>
            <SearchHistory history={history} onPick={setText} onClear={clearHistory} />
            <HotArticles onOpen={openArticle} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
