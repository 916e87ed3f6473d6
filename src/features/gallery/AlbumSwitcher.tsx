import { Link } from '@/shared/components/Link';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { albumPath, type Album } from './galleryTypes';

interface Props {
  albums: Album[];
  /** The album shown now (marked, not a link target of its own). */
  currentId: number | null;
}

/** A row of every album's name, to jump to another album without going back to the list. */
export function AlbumSwitcher({ albums, currentId }: Props) {
  if (albums.length === 0) return null;
  return (
    <Box component="nav" aria-label="切换相册">
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 3,
          // Phones scroll the row sideways instead of wrapping it into many lines.
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          pb: { xs: 1, sm: 0 },
        }}
      >
        {albums.map((album) => {
          const current = album.id === currentId;
          return (
            <li key={album.id}>
              <Chip
                component={Link}
                to={albumPath(album.id)}
                clickable
                label={album.album_name}
                color={current ? 'primary' : 'default'}
                variant={current ? 'filled' : 'outlined'}
                aria-current={current ? 'page' : undefined}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
