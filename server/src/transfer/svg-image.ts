import sharp from 'sharp';

/** An SVG file, by its first element (after an XML prolog, comments or a doctype). */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** Rendered at twice the CSS size, so a diagram stays sharp on a phone's screen. */
const SVG_DENSITY = 144;

/**
 * Blogs draw their diagrams as SVG, which /uploads/ does not serve (an SVG opened on its own runs its
 * scripts on our origin). The importer keeps the picture by drawing it to a PNG with sharp (librsvg,
 * which fetches nothing); anything else passes through unchanged. docs/import-export.md.
 */
export async function rasterizeIfSvg(bytes: Buffer): Promise<Buffer | null> {
  if (!SVG_START.test(bytes.subarray(0, 4096).toString('utf8'))) return bytes;
  return sharp(bytes, { density: SVG_DENSITY })
    .png()
    .toBuffer()
    .catch(() => null);
}
