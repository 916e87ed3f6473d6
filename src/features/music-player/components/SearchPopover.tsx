import { useEffect, useReducer, useRef, useState } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  IconButton,
  InputAdornment,
  Popover,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLazySearchQuery } from '../musicApi';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { songRequested } from '../playerSlice';
import { addedToCustomList } from '../playerThunks';
import { initialSearchPaging, searchPagingReducer } from '../searchPaging';
import { artistNames, searchSongToCustom } from '../songFormat';
import { SONG_NAME_BUTTON } from './songNameButton';

/** The song search panel of docs/behaviour.md §7.3 with the paging rules of docs/behaviour.md §7.3. */
export function SearchPopover() {
  const dispatch = useAppDispatch();
  const custom = useAppSelector((s) => s.player.customerMusicList);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [input, setInput] = useState('');
  const [paging, send] = useReducer(searchPagingReducer, initialSearchPaging);
  const [runSearch] = useLazySearchQuery();
  const list = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!paging.loading || !paging.keyword) return;
    const { keyword, offset } = paging;
    runSearch({ keywords: keyword, offset }, true)
      .unwrap()
      .then((page) => {
        send({ type: 'pageLoaded', offset, songs: page.songs });
        // docs/behaviour.md §7.3: an empty accumulated list gives the notice 没有相关的歌曲.
        if (offset === 0 && page.songs.length === 0) dispatch(noticeShown({ kind: 'info', message: '没有相关的歌曲' }));
      })
      .catch(() => send({ type: 'failed' }));
  }, [dispatch, paging, runSearch]);

  const search = () => {
    send({ type: 'started', keyword: input });
    list.current?.scrollTo?.({ top: 0 }); // docs/behaviour.md §7.3: a new search scrolls the list to top
  };

  return (
    <>
      <IconButton aria-label="搜索歌曲" onClick={(e) => setAnchor(e.currentTarget)}>
        <SearchIcon />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        sx={{ zIndex: 1400 }}
      >
        <Box sx={{ p: 1.5, width: 'min(420px, calc(100vw - 32px))' }} data-testid="music-search">
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              // docs/behaviour.md §7.3: the panel opens with the caret in the box (the Popover's focus trap
              // keeps focus that is already inside it).
              autoFocus
              size="small"
              fullWidth
              placeholder="请输入歌名或歌手"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && search()}
              slotProps={{
                input: {
                  endAdornment: input ? (
                    <InputAdornment position="end">
                      <IconButton
                        size="small"
                        aria-label="清空"
                        onClick={() => {
                          setInput('');
                          send({ type: 'cleared' });
                        }}
                      >
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            />
            <Button variant="contained" onClick={search}>
              搜索
            </Button>
          </Box>
          <Box ref={list} sx={{ maxHeight: 320, overflow: 'auto', mt: 1 }}>
            {paging.songs.length === 0 && !paging.loading ? (
              <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 2 }}>空空如也</Box>
            ) : (
              <Table
                size="small"
                sx={{
                  tableLayout: 'fixed',
                  '& td': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', px: 1 },
                }}
              >
                <TableHead>
                  <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600, px: 1 } }}>
                    <TableCell sx={{ width: '45%' }}>歌曲</TableCell>
                    <TableCell>歌手</TableCell>
                    <TableCell align="center" sx={{ width: 56 }}>
                      操作
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {paging.songs.map((song) => {
                    const added = custom.some((s) => s.id == song.id);
                    return (
                      <TableRow key={`${song.id}`} data-testid="search-row">
                        <TableCell title={song.name}>
                          <ButtonBase sx={SONG_NAME_BUTTON} onClick={() => dispatch(songRequested({ id: song.id }))}>
                            {song.name}
                          </ButtonBase>
                        </TableCell>
                        <TableCell title={artistNames(song)} sx={{ color: 'text.secondary' }}>
                          {artistNames(song)}
                        </TableCell>
                        <TableCell align="center">
                          <IconButton
                            size="small"
                            aria-label="添加到我的歌单"
                            color={added ? 'primary' : 'default'}
                            data-added={added}
                            onClick={() => dispatch(addedToCustomList(searchSongToCustom(song)))}
                          >
                            <AddIcon fontSize="small" />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
            {paging.keyword && (
              <Box sx={{ textAlign: 'center', py: 1, fontSize: 13, color: 'text.secondary' }}>
                {paging.loading ? (
                  <CircularProgress size={16} aria-label="加载中" />
                ) : paging.loadMore ? (
                  <ButtonBase
                    sx={{ fontSize: 13, px: 1, borderRadius: 1 }}
                    onClick={() => send({ type: 'moreRequested' })}
                  >
                    点击加载更多～
                  </ButtonBase>
                ) : (
                  '已经到底了'
                )}
              </Box>
            )}
          </Box>
        </Box>
      </Popover>
    </>
  );
}
