import { styled } from '@mui/material/styles';

/** An icon's drawing: the `d` of one 24×24 path (as in @mui/icons-material). */
export type IconPath = string;

const svgUrls = new Map<IconPath, string>();

/** The path as a CSS image, encoded once per icon: every card's icons are styled again at each render. */
function svgUrl(path: IconPath): string {
  let url = svgUrls.get(path);
  if (url === undefined) {
    url = `url("data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`,
    )}")`;
    svgUrls.set(path, url);
  }
  return url;
}

/**
 * A decorative icon drawn by CSS: an empty <span> painted in the text colour through a mask of the
 * icon's path, looking as MUI's SvgIcon does. Its drawing is a class in the pages' cached
 * stylesheets (docs/performance.md, "Lean server-rendered pages"), so an icon repeated on every card
 * costs the page one short tag instead of its SVG each time. For icons that mean something on their
 * own (a button's only content) use an SvgIcon with a label.
 */
export const MaskIcon = styled('span', {
  // `sx` is styled's own (a class), never an attribute: forwarded, it wrote sx="[object Object]".
  shouldForwardProp: (prop) => prop !== 'path' && prop !== 'size' && prop !== 'sx',
})<{
  path: IconPath;
  /** CSS pixels. */
  size: number;
}>(({ path, size }) => ({
  display: 'inline-block',
  flexShrink: 0,
  width: size,
  height: size,
  backgroundColor: 'currentColor',
  mask: `${svgUrl(path)} center / contain no-repeat`,
  // Forced colours replace backgrounds with the page's: the icon keeps the text colour there too.
  '@media (forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
}));
