import Box from '@mui/material/Box';
import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import { ResponsiveImage } from '@/shared/components/image/ResponsiveImage';

/** An album's cover in a 4:3 box reserved before the picture arrives; an icon when it has none. */
export function AlbumCover({ url }: { url: string }) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <ResponsiveImage
          src={url}
          alt=""
          sizes="(max-width: 600px) 100vw, (max-width: 900px) 50vw, 300px"
          shown={{ min: 300, max: 600 }}
          sx={{ position: 'absolute', inset: 0 }}
        />
      ) : (
        <PhotoLibrary sx={{ fontSize: 56, color: 'text.disabled' }} />
      )}
    </Box>
  );
}
