import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { ImageLightbox, type LightboxImage } from '@/shared/components/lightbox/ImageLightbox';
import { imageGridLayout } from './imageGrid';
import { ResponsiveImage } from '@/shared/components/image/ResponsiveImage';

interface Props {
  urls: string[];
  /** Who posted them, for the images' text alternative. */
  author: string;
}

/**
 * A talk's images: one shown large, several as a square grid. Every cell reserves its box before
 * the image arrives (no layout shift); a click or Enter opens the lightbox at that image.
 */
export function TalkImages({ urls, author }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  const layout = imageGridLayout(urls.length);
  const images: LightboxImage[] = urls.map((src, i) => ({ src, alt: `${author}的说说图片 ${i + 1}/${urls.length}` }));
  return (
    <>
      <Box
        data-testid="talk-images"
        data-layout={layout.single ? 'single' : `grid-${layout.columns}`}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${layout.columns}, 1fr)`,
          gap: 1,
          maxWidth: layout.single ? 480 : layout.columns === 2 ? 360 : 420,
          mt: 1.5,
        }}
      >
        {images.map((image, i) => (
          <ButtonBase
            key={`${image.src}-${i}`}
            onClick={() => setOpen(i)}
            aria-label={`查看大图：${image.alt}`}
            sx={{
              aspectRatio: layout.single ? '4 / 3' : '1 / 1',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'action.hover',
            }}
          >
            <ResponsiveImage
              src={image.src}
              alt={image.alt}
              sizes={layout.single ? '(max-width: 600px) 90vw, 480px' : '(max-width: 600px) 45vw, 200px'}
              shown={layout.single ? { min: 288, max: 540 } : { min: 144, max: 270 }}
              sx={{ position: 'absolute', inset: 0 }}
            />
          </ButtonBase>
        ))}
      </Box>
      <ImageLightbox images={images} index={open} onIndexChange={setOpen} />
    </>
  );
}
