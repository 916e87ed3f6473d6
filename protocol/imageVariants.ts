// The names of an image's responsive variants (docs/performance.md, "Images"): the server writes them
// (server/src/modules/upload), the client asks for them in srcset (src/shared/components). One rule.

/** Widths every variant set has; a narrower original gives files of its own width (never enlarged). */
export const IMAGE_WIDTHS = [160, 480, 960, 1920] as const;

/** Modern formats, best first; the original format stays the `<img>` fallback. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Width of the tiny blurred placeholder (its height follows the picture's ratio). */
export const PLACEHOLDER_WIDTH = 16;

/**
 * Stored images that have variants: the upload route's names (32 hex digits, the start of the
 * SHA-256 of the bytes, so one image is stored once) in a format sharp converts. GIFs keep their
 * animation as they are; other files (old seed images under seed/, SVG) have none.
 */
const WITH_VARIANTS = /^((?:https?:\/\/[^\s"'<>?#]+?)?)\/uploads\/([0-9a-f]{32})\.(?:jpg|png|webp)$/;

/**
 * The base before `/uploads/` ('' on the site itself; the bucket's public address in serving mode (b),
 * docs/deploy.md "Object storage": variants live beside their original) and the image's hash.
 */
function storedImage(url: string | null | undefined): { base: string; hash: string } | null {
  const match = url ? WITH_VARIANTS.exec(url) : null;
  return match ? { base: match[1], hash: match[2] } : null;
}

/** A stored variant or placeholder: `<hash>-<width>.<format>` or `<hash>-ph.webp`. */
export const VARIANT_FILE = /^([0-9a-f]{32})-(\d{2,4}|ph)\.(avif|webp)$/;

export const variantFile = (hash: string, width: number, format: ImageFormat): string => `${hash}-${width}.${format}`;
export const placeholderFile = (hash: string): string => `${hash}-ph.webp`;

export interface ImageVariants {
  /** `srcset` value per modern format. */
  srcSet: Record<ImageFormat, string>;
  /** URL of the tiny placeholder. */
  placeholder: string;
}

/** One variant's URL, or null when the image has no variants. */
export function variantUrl(url: string | null | undefined, width: number, format: ImageFormat): string | null {
  const image = storedImage(url);
  return image ? `${image.base}/uploads/${variantFile(image.hash, width, format)}` : null;
}

/** How wide a picture is shown on any screen, in CSS pixels (`max` may be Infinity). */
export interface ShownWidth {
  min: number;
  max: number;
}

/** Screens up to 3 device pixels per CSS pixel. */
const MAX_PIXEL_RATIO = 3;

/**
 * The widths worth listing in a `srcset`: a browser takes the narrowest file at least as wide as it
 * needs (the shown width × the screen's pixel ratio), so a file narrower than the narrowest showing,
 * or wider than the first one that covers the widest at 3×, is never chosen and only lengthens
 * every page that shows the picture.
 */
export function usefulWidths({ min, max }: ShownWidth): number[] {
  const last = IMAGE_WIDTHS.length - 1;
  const atLeast = (px: number) => {
    const index = IMAGE_WIDTHS.findIndex((width) => width >= px);
    return index < 0 ? last : index;
  };
  return IMAGE_WIDTHS.slice(atLeast(min), atLeast(max * MAX_PIXEL_RATIO) + 1);
}

/** Any size: every width. */
const ANY_WIDTH: ShownWidth = { min: 0, max: Infinity };

/**
 * The variants of a stored image URL, or null for one that has none (external, GIF, SVG, old names).
 * `shown` narrows the `srcset` to the widths that can be chosen (usefulWidths).
 */
export function imageVariants(url: string | null | undefined, shown: ShownWidth = ANY_WIDTH): ImageVariants | null {
  const image = storedImage(url);
  if (!image) return null;
  const { base, hash } = image;
  const widths = usefulWidths(shown);
  const set = (format: ImageFormat) =>
    widths.map((width) => `${base}/uploads/${variantFile(hash, width, format)} ${width}w`).join(', ');
  return { srcSet: { avif: set('avif'), webp: set('webp') }, placeholder: `${base}/uploads/${placeholderFile(hash)}` };
}
