import { imageVariants, variantUrl } from '@protocol/imageVariants';
import { cssUrl } from '@protocol/urlRules';

// The client's side of the image pipeline (docs/performance.md, "Images"): the variant names come
// from protocol/imageVariants.ts, the one rule the server writes them by.

/**
 * `srcSet`/`sizes` for an element `px` CSS pixels wide that takes one format (MUI Avatar's img):
 * WebP, which every browser we support decodes, at the widths that can be chosen for it.
 */
export function webpSources(url: string | null | undefined, px: number): { srcSet?: string; sizes?: string } {
  const variants = imageVariants(url, { min: px, max: px });
  return variants ? { srcSet: variants.srcSet.webp, sizes: `${px}px` } : {};
}

/**
 * A CSS `url()` for a stored image shown about `width` px wide: its WebP variant when it has
 * variants (a missing one is redirected to the original by the server), else the URL itself.
 * Quotes, backslashes and line breaks are escaped, so a stored value cannot end the url().
 */
export function backgroundUrl(url: string, width: 480 | 960 | 1920): string {
  const chosen = variantUrl(url, width, 'webp') ?? url;
  // Escaped for CSS whatever the stored value holds (docs/security.md, URL fields).
  return cssUrl(chosen);
}
