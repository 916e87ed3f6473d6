import type { Zoom } from 'medium-zoom';
import { FAILED_ATTRIBUTE } from './failedImages';

/** md-editor-rt's zoom look (its preview uses medium-zoom with this background). */
const BACKGROUND = '#00000073';

/**
 * Clicking an article image opens it large (medium-zoom, as md-editor-rt's preview did). The zoom
 * code is fetched on the first click, so readers who never zoom never download it. Placeholders of
 * failed images do not zoom. Answers the function that removes the listener and the zoom.
 */
export function zoomOnClick(root: HTMLElement): () => void {
  let zoom: Zoom | null = null;
  let stopped = false;
  const onClick = (event: MouseEvent) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement) || image.hasAttribute(FAILED_ATTRIBUTE)) return;
    if (image.classList.contains('medium-zoom-image')) return; // medium-zoom handles its own images
    void import(/* webpackChunkName: "image-zoom" */ 'medium-zoom').then(({ default: mediumZoom }) => {
      if (stopped) return;
      zoom ??= mediumZoom({ background: BACKGROUND });
      zoom.attach(image);
      void zoom.open({ target: image });
    });
  };
  root.addEventListener('click', onClick);
  return () => {
    stopped = true;
    root.removeEventListener('click', onClick);
    zoom?.detach();
  };
}
