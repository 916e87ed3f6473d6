import { dockedSx } from '@/shared/hooks/useFloatingAside';

/** The music disc's name and place (docs/behaviour.md §7.1), one for the launcher and the player. */
export const MUSIC_DISC_LABEL = '音乐播放器';
export const musicDiscSx = {
  position: 'fixed',
  left: 16,
  bottom: 16,
  zIndex: 1300,
  p: 0,
  overflow: 'hidden',
  ...dockedSx('disc'),
} as const;
