import { Box, Button, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ImageIcon from '@mui/icons-material/Image';
import BrightnessIcon from '@mui/icons-material/Brightness6';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { dimToggled, LYRIC_SIZES, lyricSizeChanged, type LyricSizeKey } from '../playerSlice';

const SIZE_LABEL: Record<LyricSizeKey, string> = { title: '标题', author: '歌手', lyric: '歌词' };
/** One press of a resize button, in rem. */
export const SIZE_STEP = 0.2;

const pill = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.25,
  px: 1,
  py: 0.25,
  borderRadius: 999,
  bgcolor: 'rgba(255,255,255,0.12)',
} as const;

/**
 * Special-mode controls (docs/behaviour.md §7.1): resize buttons for title, author and lyric within the docs/behaviour.md §7.1
 * ranges (a button is disabled at its end of the range), the dimming toggle and a custom
 * background picked from the user's disk.
 */
export function SpecialControls({ onBackground }: { onBackground: (file: File) => void }) {
  const dispatch = useAppDispatch();
  const sizes = useAppSelector((s) => s.player.lyricSizes);
  const dim = useAppSelector((s) => s.player.dimBackground);
  return (
    <Box
      data-testid="special-controls"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: 1,
        p: 1,
        borderRadius: 4,
        bgcolor: 'rgba(0,0,0,0.35)',
        backdropFilter: 'blur(8px)',
      }}
    >
      {(Object.keys(SIZE_LABEL) as LyricSizeKey[]).map((key) => (
        <Box key={key} sx={pill}>
          <IconButton
            size="small"
            color="inherit"
            aria-label={`${SIZE_LABEL[key]}缩小`}
            disabled={sizes[key] <= LYRIC_SIZES[key].min}
            onClick={() => dispatch(lyricSizeChanged({ key, delta: -SIZE_STEP }))}
            sx={{ '&.Mui-disabled': { color: 'rgba(255,255,255,0.3)' } }}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography
            variant="caption"
            sx={{ textAlign: 'center', fontVariantNumeric: 'tabular-nums', px: 0.25 }}
            data-testid={`size-${key}`}
          >
            {SIZE_LABEL[key]}
            {/* the value (rem) only where there is room: three groups then fit one row at 390 px */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {' '}
              {sizes[key].toFixed(1)}
            </Box>
          </Typography>
          <IconButton
            size="small"
            color="inherit"
            aria-label={`${SIZE_LABEL[key]}放大`}
            disabled={sizes[key] >= LYRIC_SIZES[key].max}
            onClick={() => dispatch(lyricSizeChanged({ key, delta: SIZE_STEP }))}
            sx={{ '&.Mui-disabled': { color: 'rgba(255,255,255,0.3)' } }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        color="inherit"
        startIcon={<BrightnessIcon />}
        aria-pressed={dim}
        onClick={() => dispatch(dimToggled())}
        sx={{ ...pill, px: 1.5 }}
      >
        {dim ? '取消遮罩' : '背景遮罩'}
      </Button>
      <Button size="small" color="inherit" component="label" startIcon={<ImageIcon />} sx={{ ...pill, px: 1.5 }}>
        上传背景
        <input
          hidden
          type="file"
          accept="image/*"
          data-testid="background-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onBackground(file);
          }}
        />
      </Button>
    </Box>
  );
}
