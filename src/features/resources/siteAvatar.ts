/**
 * Fallback avatar colours: each carries white text at 4.5 : 1 or more (docs/accessibility.md), in
 * both themes, since the avatar paints its own background.
 */
export const ICON_COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#ad1457',
  '#00695c',
  '#4e342e',
  '#37474f',
  '#283593',
  '#9e3d00',
] as const;

/** The first character of a site's name (a whole emoji or CJK character), upper-cased; '?' for none. */
export function iconText(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toUpperCase() : '?';
}

/** A colour chosen by the name, so one site always gets the same avatar. */
export function iconColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return ICON_COLOURS[hash % ICON_COLOURS.length];
}

/**
 * The icon address to load, or undefined for the text avatar. Only our own files (a path on this
 * origin): the page's security policy would block another host's image and report it.
 */
export function iconSource(icon: string | null | undefined): string | undefined {
  const value = icon?.trim() ?? '';
  return value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/** The site's address when it is a web address; anything else (`javascript:`) is not linked. */
export function siteHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
