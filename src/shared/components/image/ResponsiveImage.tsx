import { useState } from 'react';
import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { IMAGE_FORMATS, imageVariants, type ShownWidth } from '@protocol/imageVariants';
import { PAINTED_ATTRIBUTE } from '@/shared/boot/paintedMark';

interface Props {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown, e.g. `(max-width: 600px) 100vw, 400px`. */
  sizes: string;
  /** The narrowest and widest it is shown on any screen (CSS px): the `srcset` lists only widths a browser can pick. */
  shown: ShownWidth;
  /**
   * The largest paint of its page (a banner): fetched first and at once (`fetchpriority="high"`,
   * not lazy). Others load lazily.
   */
  priority?: boolean;
  /** The box: its size or `aspectRatio` is fixed by the caller, so nothing moves when the picture arrives. */
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/** The picture fills its box: one class in the pages' stylesheets rather than a style on every <img>. */
const Picture = styled('picture')({
  '& > img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
});

/**
 * A stored picture as `<picture>`: AVIF and WebP at the widths it can be shown at, the original as the fallback, over
 * its tiny blurred placeholder (docs/performance.md, "Images"). It fills its box (`object-fit:
 * cover`), which the caller sizes. Pictures without variants (external, GIF) are a plain `<img>`.
 */
export function ResponsiveImage({ src, alt, sizes, shown, priority = false, sx, ...rest }: Props) {
  // A variant not made yet answers 404 where a CDN serves the bucket directly (docs/deploy.md
  // "Object storage", mode b; the site itself redirects to the original): then only the original.
  const [variantsMissing, setVariantsMissing] = useState(false);
  const variants = variantsMissing ? null : imageVariants(src, shown);
  return (
    <Box
      data-testid={rest['data-testid']}
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          // Drawn at 16 px and scaled up by the browser: a soft blur of the picture's colours. Only
          // once the page has painted, so a list's placeholders do not race its banner
          // (docs/performance.md "Images").
          [`html[${PAINTED_ATTRIBUTE}] &`]: {
            backgroundImage: variants ? `url("${variants.placeholder}")` : undefined,
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Picture>
        {variants &&
          IMAGE_FORMATS.map((format) => (
            <source key={format} type={`image/${format}`} srcSet={variants.srcSet[format]} sizes={sizes} />
          ))}
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={variants ? () => setVariantsMissing(true) : undefined}
        />
      </Picture>
    </Box>
  );
}
