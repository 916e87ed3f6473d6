import { useEffect } from 'react';
import Lightbox from 'yet-another-react-lightbox';
// Bundled by webpack's CSS rule into the lightbox chunk: it loads with the viewer, not with the page.
import 'yet-another-react-lightbox/styles.css';
import type { LightboxImage } from './lightboxTypes';

export interface LightboxViewProps {
  images: LightboxImage[];
  index: number;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}

/** Chinese labels of the viewer's buttons and regions (read by screen readers). */
const LABELS = {
  Previous: '上一张',
  Next: '下一张',
  Close: '关闭',
  Slide: '图片',
  Carousel: '图片轮播',
  Lightbox: '图片查看器',
  'Photo gallery': '图片',
  '{index} of {total}': '第 {index} 张，共 {total} 张',
};

/**
 * The full-screen image viewer: arrow keys and swipes move between images, Escape or a swipe down
 * closes it. Only ever loaded through ImageLightbox (its own chunk).
 */
export default function LightboxView({ images, index, onClose, onIndexChange }: LightboxViewProps) {
  // Keyboard users land back on the image they opened, not at the top of the page.
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images.map(({ src, alt }) => ({ src, alt }))}
      labels={LABELS}
      on={{ view: ({ index: shown }) => onIndexChange(shown) }}
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
