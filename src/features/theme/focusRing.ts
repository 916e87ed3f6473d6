import type { ThemeMode } from './themeSlice';

// Two tones, so the ring shows on any background: an inner band in the page colour right at the
// control's edge and an outer outline in ink (light theme) or moonlight (dark theme). Over a picture,
// a coloured button or the dark header scrim one of the two always stands out (≥ 3 : 1).
const TONES = {
  light: { outer: '#1d3a57', inner: '#ffffff' },
  dark: { outer: '#cfe3f2', inner: '#000000' },
} as const;

/** The :focus-visible style of a theme (docs/accessibility.md). */
export function focusRing(mode: ThemeMode) {
  const { outer, inner } = TONES[mode];
  return { outline: `3px solid ${outer}`, outlineOffset: '2px', boxShadow: `0 0 0 2px ${inner}` } as const;
}
