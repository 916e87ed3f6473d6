import {
  contrastRatio,
  isLargeText,
  MIN_CONTRAST_LARGE_TEXT,
  MIN_CONTRAST_TEXT,
  parseCssColor,
  type Rgb,
} from '@/shared/lib/contrast';
import type { MessageDraft } from './messageTypes';

/** A new message's look until the writer changes it (white on a slate blue: 5.9 : 1). */
export const DEFAULT_STYLE = {
  color: '#ffffff',
  bg_color: '#3d5a80',
  font_size: 16,
  font_weight: 500,
  bg_url: '',
} as const;

/** The colour names the server accepts besides hex ('transparent' and '' fall back to the defaults). */
const NAMED: Record<string, Rgb> = { white: [255, 255, 255], black: [0, 0, 0] };
const readColor = (value: string): Rgb | undefined => NAMED[value.trim().toLowerCase()] ?? parseCssColor(value);

export interface ResolvedStyle {
  color: string;
  bgColor: string;
  fontSize: number;
  fontWeight: number;
  /** True when the chosen text colour was swapped for black or white to stay readable. */
  adjusted: boolean;
}

/**
 * The colours a card is drawn with. Writers pick any pair; when the pair is too faint to read
 * (below the WCAG ratio for its size) the text becomes black or white, whichever reads better.
 */
export function resolveStyle(
  style: Pick<MessageDraft, 'color' | 'bg_color' | 'font_size' | 'font_weight'>,
): ResolvedStyle {
  const chosenBg = readColor(style.bg_color);
  const bg = chosenBg ?? (parseCssColor(DEFAULT_STYLE.bg_color) as Rgb);
  const bgColor = chosenBg ? style.bg_color : DEFAULT_STYLE.bg_color;
  const fontSize = Number.isFinite(style.font_size) && style.font_size > 0 ? style.font_size : DEFAULT_STYLE.font_size;
  const fontWeight = Number.isFinite(style.font_weight) ? style.font_weight : DEFAULT_STYLE.font_weight;
  const needed = isLargeText(fontSize, fontWeight) ? MIN_CONTRAST_LARGE_TEXT : MIN_CONTRAST_TEXT;
  const text = readColor(style.color);
  if (text && contrastRatio(text, bg) >= needed) {
    return { color: style.color, bgColor, fontSize, fontWeight, adjusted: false };
  }
  const onBlack = contrastRatio([0, 0, 0], bg);
  const onWhite = contrastRatio([255, 255, 255], bg);
  return { color: onBlack >= onWhite ? '#000000' : '#ffffff', bgColor, fontSize, fontWeight, adjusted: true };
}
