import Fab from '@mui/material/Fab';
import { launcherMark } from '@/shared/boot/firstIntent';
import { MaskIcon } from '@/shared/components/MaskIcon';
import { MUSIC_DISC_LABEL, musicDiscSx } from './musicDisc';

// @mui/icons-material's Album, drawn by CSS: the page carries one short tag instead of its SVG.
const ALBUM =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 14.5c-2.49 0-4.5-2.01-4.5-4.5S9.51 7.5 12 7.5s4.5 2.01 4.5 4.5-2.01 4.5-4.5 4.5m0-5.5c-.55 0-1 .45-1 1s.45 1 1 1 1-.45 1-1-.45-1-1-1';

/**
 * The music disc as the server renders it, before the player's code is there (docs/architecture.md
 * "Boot on intent"): the same disc in the same corner, so a first tap lands on it and opens the
 * player once it has loaded.
 */
export function MusicLauncher({ onOpen }: { onOpen: () => void }) {
  return (
    <Fab
      aria-label={MUSIC_DISC_LABEL}
      aria-expanded={false}
      data-testid="music-disc"
      {...launcherMark('music')}
      onClick={onOpen}
      sx={musicDiscSx}
    >
      <MaskIcon path={ALBUM} size={24} aria-hidden />
    </Fab>
  );
}
