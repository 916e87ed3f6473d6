/**
 * What a failed image shows instead of the browser's broken-image icon (docs/behaviour.md §9.1): a
 * small grey picture frame, drawn as an SVG data: URL (CSP img-src allows data:).
 */
export const FAILED_IMAGE_SRC =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="72" viewBox="0 0 96 72">' +
      '<rect width="96" height="72" rx="6" fill="#9e9e9e" fill-opacity=".18"/>' +
      '<path d="M30 50l12-15 9 11 6-7 9 11z" fill="#9e9e9e"/><circle cx="60" cy="26" r="5" fill="#9e9e9e"/></svg>',
  );

/** Marks the attribute that says an image is showing the placeholder (styled by the article body). */
export const FAILED_ATTRIBUTE = 'data-failed';

function showPlaceholder(image: HTMLImageElement): void {
  if (image.hasAttribute(FAILED_ATTRIBUTE)) return;
  image.setAttribute(FAILED_ATTRIBUTE, image.getAttribute('src') ?? '');
  image.removeAttribute('srcset');
  image.removeAttribute('width');
  image.removeAttribute('height');
  image.title = image.alt ? `图片加载失败：${image.alt}` : '图片加载失败';
  image.src = FAILED_IMAGE_SRC;
}

/** True for an image whose load has already ended in failure (before this code ran, e.g. before hydration). */
const alreadyFailed = (image: HTMLImageElement): boolean =>
  image.complete && image.naturalWidth === 0 && Boolean(image.getAttribute('src'));

/**
 * Puts the placeholder in place of every image inside `root` that fails to load, now or later.
 * One listener on the frame (an `error` event does not bubble, so it listens while capturing):
 * the CSP forbids inline `onerror` handlers. Answers the function that stops watching.
 */
export function watchFailedImages(root: HTMLElement): () => void {
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
  };
  root.addEventListener('error', onError, true);
  root.querySelectorAll('img').forEach((image) => {
    if (alreadyFailed(image)) showPlaceholder(image);
  });
  return () => root.removeEventListener('error', onError, true);
}
