import Box from '@mui/material/Box';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import { ResponsiveImage } from '@/shared/components/image/ResponsiveImage';

/** A series' cover in a 16:9 box kept before the picture arrives; a book icon when it has none. */
export function SeriesCover({ url }: { url: string }) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <ResponsiveImage
          src={url}
          alt=""
          sizes="(max-width: 600px) 100vw, (max-width: 900px) 50vw, 380px"
          shown={{ min: 300, max: 760 }}
          sx={{ position: 'absolute', inset: 0 }}
        />
      ) : (
        <MenuBook sx={{ fontSize: 56, color: 'text.disabled' }} />
      )}
    </Box>
  );
}
