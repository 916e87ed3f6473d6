import { Suspense } from 'react';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import type { LightboxImage } from './lightboxTypes';

export type { LightboxImage } from './lightboxTypes';

// Through the one retrying loader (docs/architecture.md): a failed download is tried again.
const { Component: LightboxView } = lazyComponent(() =>
  import(/* webpackChunkName: "lightbox" */ './LightboxView').then((m) => m.default),
);

export interface ImageLightboxProps {
  images: LightboxImage[];
  /** The image shown, or null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/**
 * A full-screen viewer over `images`, controlled by `index`. Its code (and stylesheet) downloads on
 * the first opening, so pages with images do not pay for it up front, and nothing of it renders
 * on the server.
 */
export function ImageLightbox({ images, index, onIndexChange }: ImageLightboxProps) {
  if (index === null || images.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LightboxView
        images={images}
        index={Math.min(index, images.length - 1)}
        onClose={() => onIndexChange(null)}
        onIndexChange={onIndexChange}
      />
    </Suspense>
  );
}
