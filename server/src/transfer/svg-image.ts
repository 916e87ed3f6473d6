import { DEFAULT_SVG_BUDGET, rasterizeSvg, type Rasterized, type SvgBudget } from './svg-raster';

export { DEFAULT_SVG_BUDGET, type SvgBudget } from './svg-raster';

/** An SVG file, by its first element (after an XML prolog, comments or a doctype). */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/**
 * Blogs draw their diagrams as SVG, which /uploads/ does not serve (an SVG opened on its own runs its
 * scripts on our origin). The importer keeps the picture by drawing it to a PNG with sharp (librsvg,
 * which fetches nothing), under the image pixel limit and a time and memory budget (svg-raster.ts;
 * docs/security.md "Imported files"); anything else passes through unchanged. docs/import-export.md.
 */
export async function rasterizeIfSvg(bytes: Buffer, budget: SvgBudget = DEFAULT_SVG_BUDGET): Promise<Rasterized> {
  if (!SVG_START.test(bytes.subarray(0, 4096).toString('utf8'))) return { bytes };
  return rasterizeSvg(bytes, budget);
}
