import { useEffect } from 'react';
import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToplistQuery } from '@/shared/api/musicApi';
import { categorySelected } from '../playerSlice';
import { SongTable } from './SongTable';
import { SearchPopover } from './SearchPopover';
import { PlayerBar } from './PlayerBar';

/** The panel (spec §2): playlist-category grid on the left, song table on the right, player bar below. */
export function PlaylistPanel() {
  const dispatch = useAppDispatch();
  const category = useAppSelector((s) => s.player.category);
  const { data: lists = [] } = useToplistQuery();

  useEffect(() => {
    // music-api.md §2.1: like the blog, open the fourth list (热歌榜) when nothing is chosen yet.
    if (!category && lists.length > 0) dispatch(categorySelected(lists[3] ?? lists[0]));
  }, [category, dispatch, lists]);

  return (
    <Paper elevation={8} data-testid="music-panel"
      sx={{ position: 'fixed', left: 16, bottom: 84, width: 'min(760px, calc(100vw - 32px))', zIndex: 1300, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" data-testid="current-category">{category?.name ?? ''}</Typography>
        <SearchPopover />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, minHeight: 0 }}>
        <Box sx={{ width: 200, maxHeight: 360, overflow: 'auto', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, alignContent: 'start' }}>
          {lists.map((list) => (
            <ButtonBase key={list.id} onClick={() => dispatch(categorySelected(list))} data-testid="category"
              sx={{ flexDirection: 'column', borderRadius: 1, outline: list.id === category?.id ? '2px solid' : 'none', outlineColor: 'primary.main' }}>
              <Box component="img" src={list.coverImgUrl} alt="" sx={{ width: '100%', aspectRatio: '1', borderRadius: 1, objectFit: 'cover' }} />
              <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>{list.name}</Typography>
            </ButtonBase>
          ))}
        </Box>
        <SongTable />
      </Box>
      <PlayerBar />
    </Paper>
  );
}
