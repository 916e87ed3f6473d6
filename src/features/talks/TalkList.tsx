import { useCallback, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { errorMessageOf } from '@/shared/api/errorMessage';
import { sentinelProps, useLoadMoreSentinel } from '@/shared/hooks/useLoadMoreSentinel';
import { scrollBehavior } from '@/shared/lib/motion';
import { placeFocusedTalk } from './talkOrder';
import { useGetTalkByIdQuery, useGetTalkListInfiniteQuery } from './talksApi';
import { TalkCard } from './TalkCard';
import { TalkSkeleton } from './TalkSkeleton';

interface Props {
  /** `?id=` of a notification: that talk is loaded even when not on the first page, shown, scrolled to and outlined. */
  focusId: number | null;
}

/** The talks, pinned first then newest, loading more as the reader nears the end. */
export function TalkList({ focusId }: Props) {
  const list = useGetTalkListInfiniteQuery();
  const focused = useGetTalkByIdQuery(focusId ?? 0, { skip: focusId === null });
  const pages = list.data?.pages ?? [];
  const { talks } = placeFocusedTalk(pages, focused.data);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isError;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore);

  // Scrolls to the focused talk once, when its card first appears (after the data, never during render).
  const scrolledTo = useRef<number | null>(null);
  const focusedRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element || focusId === null || scrolledTo.current === focusId) return;
      scrolledTo.current = focusId;
      element.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() });
    },
    [focusId],
  );

  if (list.isLoading) {
    return (
      <Box aria-busy="true" aria-label="说说加载中">
        {Array.from({ length: 3 }, (_, i) => (
          <TalkSkeleton key={i} />
        ))}
      </Box>
    );
  }
  if (list.isError && pages.length === 0) {
    return (
      <PageState
        kind="error"
        message={errorMessageOf(list.error, '说说加载失败')}
        action={
          <Button variant="outlined" onClick={() => void list.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  return (
    <Box component="section" aria-label="说说列表">
      {focusId !== null && focused.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errorMessageOf(focused.error, '这条说说不存在或未公开')}
        </Alert>
      )}
      {talks.length === 0 && <PageState kind="empty" message="还没有说说" />}
      {talks.map((talk) => {
        const isFocused = talk.id === focusId && focused.isSuccess;
        return <TalkCard key={talk.id} talk={talk} focused={isFocused} cardRef={isFocused ? focusedRef : undefined} />;
      })}
      <Box
        ref={sentinel}
        {...(canLoadMore ? sentinelProps : {})}
        sx={{ display: 'flex', justifyContent: 'center', py: 2, minHeight: 56 }}
      >
        {list.isFetchingNextPage && <CircularProgress size={28} aria-label="加载中" />}
        {canLoadMore && (
          <Button variant="outlined" onClick={() => void list.fetchNextPage()}>
            点击加载更多～
          </Button>
        )}
        {list.isError && pages.length > 0 && (
          <Button variant="outlined" color="error" onClick={() => void list.fetchNextPage()}>
            加载失败，点击重试
          </Button>
        )}
        {!list.hasNextPage && talks.length > 0 && <Typography color="text.secondary">已经到底了</Typography>}
      </Box>
    </Box>
  );
}
