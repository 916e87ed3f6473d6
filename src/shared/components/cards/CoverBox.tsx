import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ResponsiveImage } from '@/shared/components/image/ResponsiveImage';

/** How a card's cover is laid out: its box's ratio, the icon without a picture, the image's sizes. */
export interface CoverLayout {
  ratio: '4 / 3' | '16 / 9';
  /** Shown when there is no picture (an outlined MUI icon, `text.disabled`, 56 px). */
  icon: ReactNode;
  sizes: string;
  shown: { min: number; max: number };
}

/** A cover in a box of its ratio, reserved before the picture arrives (no layout shift). */
export function CoverBox({ url, layout }: { url: string; layout: CoverLayout }) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: layout.ratio,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <ResponsiveImage
          src={url}
          alt=""
          sizes={layout.sizes}
          shown={layout.shown}
          sx={{ position: 'absolute', inset: 0 }}
        />
      ) : (
        layout.icon
      )}
    </Box>
  );
}
