import { Box, ButtonBase, Typography } from '@mui/material';
import type { PlaylistCategory } from '../types';

interface Props {
  lists: PlaylistCategory[];
  selectedId: number | undefined;
  /** Narrow screens (docs/behaviour.md §7.1) get one horizontally scrolling strip instead of a two-column grid. */
  narrow: boolean;
  onSelect: (list: PlaylistCategory) => void;
}

/** The playlist-category grid of docs/behaviour.md §7.1 (docs/behaviour.md §7.2: id, name, coverImgUrl). */
export function CategoryGrid({ lists, selectedId, narrow, onSelect }: Props) {
  return (
    <Box
      data-testid="category-grid"
      sx={
        narrow
          ? { display: 'flex', gap: 1, overflowX: 'auto', flexShrink: 0, pb: 0.5 }
          : {
              width: 200,
              flexShrink: 0,
              maxHeight: 360,
              overflowY: 'auto',
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1,
              alignContent: 'start',
              p: 0.25,
            }
      }
    >
      {lists.map((list) => {
        const selected = list.id === selectedId;
        return (
          <ButtonBase
            key={list.id}
            onClick={() => onSelect(list)}
            data-testid="category"
            aria-pressed={selected}
            sx={{
              flexDirection: 'column',
              gap: 0.5,
              p: 0.5,
              borderRadius: 2,
              flexShrink: 0,
              width: narrow ? 76 : '100%',
              minWidth: 0,
              bgcolor: selected ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box
              component="img"
              src={list.coverImgUrl}
              alt=""
              sx={{
                width: '100%',
                aspectRatio: '1',
                borderRadius: 1.5,
                objectFit: 'cover',
                display: 'block',
                outline: selected ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              }}
            />
            <Typography
              variant="caption"
              noWrap
              color={selected ? 'primary' : 'text.primary'}
              sx={{ maxWidth: '100%', fontWeight: selected ? 600 : 400 }}
            >
              {list.name}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
