// WCAG 2.x contrast math, shared by the theme (checking chosen colours) and the e2e contrast
// measurement (real screenshot pixels). Pure functions over 8-bit sRGB.

export type Rgb = readonly [number, number, number];

/** WCAG thresholds: normal text 4.5 : 1, large text (≥ 24 px, or ≥ 18.66 px bold) 3 : 1. */
export const MIN_CONTRAST_TEXT = 4.5;
export const MIN_CONTRAST_LARGE_TEXT = 3;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance (0 for black … 1 for white) of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `rgb(…)`/`rgba(…)` as getComputedStyle reports it, or `#rgb`/`#rrggbb`; undefined when unreadable. */
export function parseCssColor(text: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : (hex[1].match(/../g) ?? []);
    const [r, g, b] = digits.map((d) => parseInt(d, 16));
    return [r, g, b];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(text.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/** Whether text of this size and weight counts as "large" for WCAG (24 px, or 18.66 px when bold). */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/**
 * The worst contrast of a text colour against a set of background pixels (RGBA bytes, alpha ignored):
 * the text must be readable over every pixel behind it, not just the average one.
 */
export function worstContrast(text: Rgb, pixels: Uint8Array | number[]): number {
  let worst = Infinity;
  for (let i = 0; i + 2 < pixels.length; i += 4) {
    const ratio = contrastRatio(text, [pixels[i], pixels[i + 1], pixels[i + 2]]);
    if (ratio < worst) worst = ratio;
  }
  return worst;
}
