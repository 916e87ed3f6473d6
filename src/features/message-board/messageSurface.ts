import { DEFAULT_STYLE, resolveStyle } from './messageStyle';
import type { MessageDraft } from './messageTypes';
import { backgroundUrl } from '@/shared/components/image/imageSources';

/** Hex colour with an alpha channel (0-1); colours that are not #rrggbb/#rgb pass through. */
function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (!hex) return color;
  const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
  return `#${digits}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

/**
 * The coloured area of a post: its background colour, or its picture under a veil of that colour
 * (so the text keeps the contrast it has on the plain colour), and its text colour, size and weight.
 */
export function messageSurfaceSx(style: Partial<MessageDraft>) {
  const resolved = resolveStyle({
    color: style.color ?? DEFAULT_STYLE.color,
    bg_color: style.bg_color ?? DEFAULT_STYLE.bg_color,
    font_size: style.font_size ?? DEFAULT_STYLE.font_size,
    font_weight: style.font_weight ?? DEFAULT_STYLE.font_weight,
  });
  const veil = withAlpha(resolved.bgColor, 0.82);
  return {
    p: 2,
    color: resolved.color,
    bgcolor: resolved.bgColor,
    backgroundImage: style.bg_url
      ? `linear-gradient(${veil}, ${veil}), ${backgroundUrl(encodeURI(style.bg_url), 960)}`
      : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    fontSize: resolved.fontSize,
    fontWeight: resolved.fontWeight,
    lineHeight: 1.6,
  };
}
