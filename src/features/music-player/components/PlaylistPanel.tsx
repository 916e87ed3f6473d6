import { useEffect } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToplistQuery } from '../musicApi';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { categorySelected } from '../playerSlice';
import { CategoryGrid } from './CategoryGrid';
import { SongTable } from './SongTable';
import { SearchPopover } from './SearchPopover';
import { PlayerBar } from './PlayerBar';

/**
 * The panel (docs/behaviour.md §7.1): playlist-category grid on the left, song table on the right, player bar
 * below. On narrow screens (docs/behaviour.md §7.1: under 798 px) the grid becomes a strip above the table.
 */
export function PlaylistPanel({ onEscape }: { onEscape: () => void }) {
  const dispatch = useAppDispatch();
  const category = useAppSelector((s) => s.player.category);
  const narrow = useIsNarrow();
  const { data: lists = [] } = useToplistQuery();

  useEffect(() => {
    // docs/behaviour.md §7.1: like the blog, open the fourth list (热歌榜) when nothing is chosen yet.
    if (!category && lists.length > 0) dispatch(categorySelected(lists[3] ?? lists[0]));
  }, [category, dispatch, lists]);

  return (
    // Not modal (the page stays usable beside it), so no focus trap: it follows the disc in the Tab
    // order and Escape closes it. Popovers inside are modals that handle their own Escape first.
    <Paper
      elevation={8}
      data-testid="music-panel"
      role="region"
      aria-label="音乐面板"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onEscape();
      }}
      sx={{
        position: 'fixed',
        left: narrow ? 8 : 16,
        bottom: 84,
        width: narrow ? 'calc(100vw - 16px)' : 'min(760px, calc(100vw - 32px))',
        maxHeight: 'calc(100vh - 100px)',
        zIndex: 1300,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderRadius: 2,
        backgroundImage: 'none',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 0.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="current-category">
          {category?.name ?? ''}
        </Typography>
        <SearchPopover />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', gap: 1.5, minHeight: 0, flex: 1 }}>
        <CategoryGrid
          lists={lists}
          selectedId={category?.id}
          narrow={narrow}
          onSelect={(list) => dispatch(categorySelected(list))}
        />
        <SongTable />
      </Box>
      <PlayerBar />
    </Paper>
  );
}
