import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { ImageLightbox, type LightboxImage } from '@/shared/components/lightbox/ImageLightbox';
import type { Photo } from './galleryTypes';
import { ResponsiveImage } from '@/shared/components/image/ResponsiveImage';

interface Props {
  photos: Photo[];
  albumName: string;
}

export const PHOTO_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
  gap: { xs: 1, sm: 1.5 },
} as const;

/**
 * An album's photos as square tiles. Each tile's box exists before its image loads (no layout
 * shift) and images below the fold load as they near the screen. A tile opens the lightbox, where
 * arrow keys and swipes move through the album.
 */
export function PhotoGrid({ photos, albumName }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const images: LightboxImage[] = photos.map((photo, i) => ({
    src: photo.url,
    alt: `${albumName} 第 ${i + 1} 张，共 ${photos.length} 张`,
  }));
  return (
    <>
      <Box component="ul" aria-label={`${albumName}的照片`} sx={{ ...PHOTO_GRID, listStyle: 'none', p: 0, m: 0 }}>
        {images.map((image, i) => (
          <li key={photos[i].id}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={`查看大图：${image.alt}`}
              data-testid="photo-tile"
              sx={{ width: '100%', aspectRatio: '1 / 1', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
            >
              <ResponsiveImage
                src={image.src}
                alt={image.alt}
                sizes="(max-width: 600px) 50vw, 300px"
                shown={{ min: 160, max: 300 }}
                sx={{ position: 'absolute', inset: 0 }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <ImageLightbox images={images} index={open} onIndexChange={setOpen} />
    </>
  );
}
