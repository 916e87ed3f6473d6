import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { PageState } from '@/shared/components/PageState';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { sentinelProps, useLoadMoreSentinel } from '@/shared/hooks/useLoadMoreSentinel';
import { BOARD_TEXT } from './boardTexts';
import { useRememberedFilter } from './boardMemory';
import { MessageCard, SHORT_CARD_HEIGHT } from './MessageCard';
import { useGetHotTagsQuery, useGetMessageListInfiniteQuery } from './messageBoardApi';
import { belowFold } from '@/shared/lib/belowFold';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The card mode: hot-tag tabs with 全部, a search box and the cards, loading more as the reader scrolls. */
export function MessageCardList() {
  const [filter, setFilter] = useRememberedFilter();
  const [typed, setTyped] = useState(filter.message);
  const settled = useDebouncedValue(typed.trim(), 400);
  const tags = useGetHotTagsQuery();
  const list = useGetMessageListInfiniteQuery(filter);
  const messages = list.data?.pages.flatMap((page) => page.list) ?? [];
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isError;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore, '200px');

  useEffect(() => {
    if (settled !== filter.message) setFilter({ ...filter, message: settled });
  }, [settled, filter, setFilter]);

  const tagValues = (tags.data ?? []).map((hot) => hot.tag);
  // A remembered tag that is no longer hot still gets its tab, so the selection stays visible.
  if (filter.tag && !tagValues.includes(filter.tag)) tagValues.push(filter.tag);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Tabs
          value={filter.tag}
          onChange={(_event, tag: string) => setFilter({ ...filter, tag })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={BOARD_TEXT.tagsLabel}
          sx={{ flex: '1 1 320px', minWidth: 0 }}
        >
          <Tab value="" label={BOARD_TEXT.all} />
          {tagValues.map((tag) => (
            <Tab key={tag} value={tag} label={tag} />
          ))}
        </Tabs>
        <TextField
          size="small"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={BOARD_TEXT.search}
          sx={{ flex: '0 1 240px' }}
          slotProps={{
            htmlInput: { 'aria-label': BOARD_TEXT.search, maxLength: 50 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {list.isLoading && (
        <Box sx={GRID} data-testid="message-skeleton">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={180} />
          ))}
        </Box>
      )}
      {list.isError && messages.length === 0 && (
        <PageState
          kind="error"
          message={BOARD_TEXT.loadFailed}
          action={<Button onClick={() => void list.refetch()}>{BOARD_TEXT.retry}</Button>}
        />
      )}
      {list.isSuccess && messages.length === 0 && (
        <PageState kind="empty" message={filter.tag || filter.message ? BOARD_TEXT.noMatch : BOARD_TEXT.empty} />
      )}
      {messages.length > 0 && (
        // Cards after the first three are below a phone's first screen, held at a short card's height so
        // that laying them out moves nothing (docs/performance.md "Boot on intent").
        <Box sx={[GRID, { '& > article:nth-of-type(n+4)': belowFold(SHORT_CARD_HEIGHT) }]} data-testid="message-cards">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Box>
      )}
      <Box
        ref={sentinel}
        {...(canLoadMore ? sentinelProps : {})}
        sx={{ display: 'flex', justifyContent: 'center', minHeight: 40 }}
      >
        {list.hasNextPage && (
          <Button disabled={!canLoadMore} onClick={() => void list.fetchNextPage()}>
            {BOARD_TEXT.loadMore}
          </Button>
        )}
        {list.isSuccess && !list.hasNextPage && messages.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {BOARD_TEXT.end}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
