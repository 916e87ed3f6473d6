import Fab from '@mui/material/Fab';
import AlbumIcon from '@mui/icons-material/Album';
import { MUSIC_DISC_LABEL, musicDiscSx } from './musicDisc';

/**
 * The music disc as the server renders it, before the player's code is there (docs/architecture.md
 * "Boot on intent"): the same disc in the same corner, so a first tap lands on it and opens the
 * player once it has loaded.
 */
export function MusicLauncher({ onOpen }: { onOpen: () => void }) {
  return (
    <Fab aria-label={MUSIC_DISC_LABEL} aria-expanded={false} data-testid="music-disc" onClick={onOpen} sx={musicDiscSx}>
      <AlbumIcon />
    </Fab>
  );
}
