import { useEffect, useRef } from 'react';
import { Avatar, Fab } from '@mui/material';
import AlbumIcon from '@mui/icons-material/Album';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { floatingAsideSx, useFloatingAside } from '@/shared/hooks/useFloatingAside';
import { playerToggled, specialBoardOpened } from '../playerSlice';
import { coverOf } from '../songFormat';
import { LyricBoard } from './LyricBoard';
import { PlaylistPanel } from './PlaylistPanel';
import { MUSIC_DISC_LABEL, musicDiscSx } from './musicDisc';

/**
 * The floating music player (docs/behaviour.md §7.1) for the AppShell's floating slot: a disc button at the
 * bottom-left corner (spinning while playing) that opens the panel, and the full-screen lyric board.
 */
export function MusicPlayer({ openAtMount = false }: { openAtMount?: boolean }) {
  const dispatch = useAppDispatch();
  const { isShowMusicPlayer, showLyricBoard, isPaused, song } = useAppSelector((s) => s.player);
  const disc = useRef<HTMLButtonElement>(null);
  const aside = useFloatingAside() && !isShowMusicPlayer;
  // Escape in the panel closes it and puts focus back on the disc that opened it.
  const closePanel = () => {
    dispatch(playerToggled(false));
    disc.current?.focus();
  };

  useEffect(() => {
    // docs/behaviour.md §7.1: a showSpecial query flag on any page opens straight into the special lyric board.
    if (new URLSearchParams(window.location.search).has('showSpecial')) dispatch(specialBoardOpened());
  }, [dispatch]);

  // The reader tapped the launcher before this code was there (MusicLauncher): open as asked.
  useEffect(() => {
    if (openAtMount) dispatch(playerToggled(true));
  }, [openAtMount, dispatch]);

  return (
    <>
      <Fab
        ref={disc}
        aria-label={MUSIC_DISC_LABEL}
        aria-expanded={isShowMusicPlayer}
        data-testid="music-disc"
        data-aside={aside || undefined}
        onClick={() => dispatch(playerToggled())}
        sx={[
          {
            ...musicDiscSx,
            animation: isPaused ? 'none' : 'inkstone-disc-spin 8s linear infinite',
            '@keyframes inkstone-disc-spin': {
              from: { transform: 'rotate(0deg)' },
              to: { transform: 'rotate(360deg)' },
            },
          },
          floatingAsideSx(aside),
        ]}
      >
        {song ? <Avatar src={coverOf(song)} alt="" sx={{ width: '100%', height: '100%' }} /> : <AlbumIcon />}
      </Fab>
      {isShowMusicPlayer && <PlaylistPanel onEscape={closePanel} />}
      {showLyricBoard && <LyricBoard />}
    </>
  );
}
