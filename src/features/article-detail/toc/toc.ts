import { appBarClasses } from '@mui/material/AppBar';

/** One heading of the article as the server lists it (getArticleById's article_toc). */
export interface CatalogHeading {
  text: string;
  level: number;
}

export interface TocItem {
  id: string;
  text: string;
  /** Indentation step: 0 for the article's biggest heading level. */
  depth: number;
}

/**
 * The DOM id of a heading, numbered from 1 as the server's renderer numbers them
 * (server/src/lib/markdown/parser.ts): unique even when two headings read the same.
 */
export const headingId = (position: number): string => `heading-${position}`;

/** Table-of-contents entries, indented relative to the largest heading used. */
export function buildToc(headings: CatalogHeading[]): TocItem[] {
  const top = Math.min(...headings.map((h) => h.level));
  return headings.map((heading, index) => ({
    id: headingId(index + 1),
    text: heading.text,
    depth: heading.level - top,
  }));
}

/** Slack so a heading scrolled exactly under the header (sub-pixel rounding) counts as reached. */
const REACHED_SLACK_PX = 2;

/**
 * Index of the heading being read: the last one whose top has reached the bottom of the fixed header
 * (`tops` are viewport tops in document order); -1 above the first heading.
 */
export function activeHeadingIndex(tops: number[], headerHeight: number): number {
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= headerHeight + REACHED_SLACK_PX) active = index;
  });
  return active;
}

/** Window scroll position that puts an element (viewport top `elementTop`) right under the fixed header. */
export function scrollTargetY(elementTop: number, scrollY: number, headerHeight: number): number {
  return Math.max(0, Math.round(scrollY + elementTop - headerHeight));
}

/** Height of the app's fixed header; 64 px (MUI's desktop toolbar) when it is not on the page. */
export function fixedHeaderHeight(): number {
  const header = document.querySelector<HTMLElement>(`header.${appBarClasses.root}`);
  return header?.offsetHeight || 64;
}
