import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Box,
  ButtonBase,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  IconButton,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLazyPlaylistTracksQuery, SONG_PAGE_SIZE } from '../musicApi';
import { songRequested, topListPageLoaded } from '../playerSlice';
import { addedToCustomList } from '../playerThunks';
import { aliasOf, artistName } from '../songFormat';
import { SONG_NAME_BUTTON } from './songNameButton';

/**
 * The right-hand song table (docs/behaviour.md §7.1): song, author, other, operation; infinite load of 30 per
 * page when the sentinel is visible, stopping when an empty page returns (docs/behaviour.md §7.3).
 */
/** One line per cell: long names end in an ellipsis instead of wrapping character by character. */
const CELL = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', px: 1 } as const;

export function SongTable() {
  const dispatch = useAppDispatch();
  const { category, topList, customerMusicList, track } = useAppSelector((s) => s.player);
  const [fetchPage, { isFetching }] = useLazyPlaylistTracksQuery();
  const [ended, setEnded] = useState(false);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const loadedFor = useRef<number | null>(null);

  const load = useCallback(
    async (offset: number) => {
      if (!category) return;
      const songs = await fetchPage({ id: category.id, offset })
        .unwrap()
        .catch(() => null);
      if (!songs) return;
      if (songs.length === 0) setEnded(true);
      else dispatch(topListPageLoaded({ offset, songs }));
    },
    [category, dispatch, fetchPage],
  );

  useEffect(() => {
    if (!category || loadedFor.current === category.id) return;
    // A restored list of the same category is kept; a new category starts at offset 0.
    loadedFor.current = category.id;
    setEnded(false);
    void load(0);
  }, [category, load]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetching && !ended && topList.length > 0)
        void load(topList.length);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ended, isFetching, load, topList.length]);

  return (
    <Box sx={{ flex: 1, minWidth: 0, minHeight: 120, overflow: 'auto', maxHeight: 360 }} data-testid="song-table">
      <Table size="small" stickyHeader sx={{ tableLayout: 'fixed', '& td, & th': CELL }}>
        <TableHead>
          <TableRow sx={{ '& th': { bgcolor: 'background.paper', color: 'text.secondary', fontWeight: 600 } }}>
            <TableCell sx={{ width: '34%' }}>歌曲</TableCell>
            <TableCell sx={{ width: '26%' }}>歌手</TableCell>
            <TableCell>其他</TableCell>
            <TableCell align="center" sx={{ width: 56 }}>
              操作
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {topList.map((song) => {
            const added = customerMusicList.some((s) => s.id == song.id);
            return (
              <TableRow key={song.id} hover selected={track?.id == song.id} data-testid="song-row">
                <TableCell title={song.name} sx={{ fontWeight: track?.id == song.id ? 600 : 400 }}>
                  {/* A real button: Tab reaches it and Enter or Space plays the song (docs/accessibility.md). */}
                  <ButtonBase
                    sx={SONG_NAME_BUTTON}
                    aria-current={track?.id == song.id ? 'true' : undefined}
                    onClick={() => dispatch(songRequested({ id: song.id, playType: 'TOP' }))}
                  >
                    {song.name}
                  </ButtonBase>
                </TableCell>
                <TableCell title={artistName(song)}>{artistName(song)}</TableCell>
                <TableCell title={aliasOf(song)} sx={{ color: 'text.secondary' }}>
                  {aliasOf(song)}
                </TableCell>
                <TableCell align="center">
                  <IconButton
                    size="small"
                    aria-label="添加到我的歌单"
                    color={added ? 'primary' : 'default'}
                    data-added={added}
                    onClick={() => dispatch(addedToCustomList(song))}
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Box ref={sentinel} sx={{ textAlign: 'center', py: 1, color: 'text.secondary', fontSize: 13 }}>
        {isFetching ? (
          <CircularProgress size={16} aria-label="加载中" />
        ) : ended ? (
          '已经到底了'
        ) : (
          <ButtonBase
            sx={{ fontSize: 13, px: 1, borderRadius: 1 }}
            onClick={() => !ended && !isFetching && void load(topList.length)}
          >
            下拉/点击加载更多～
          </ButtonBase>
        )}
      </Box>
    </Box>
  );
}

export const PAGE_SIZE = SONG_PAGE_SIZE;
