import Box from '@mui/material/Box';
import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';

/** An album's cover in a 4:3 box reserved before the picture arrives; an icon when it has none. */
export function AlbumCover({ url }: { url: string }) {
  return (
    <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
      {url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <PhotoLibrary sx={{ fontSize: 56, color: 'text.disabled' }} />
      )}
    </Box>
  );
}
