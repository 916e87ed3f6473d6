import { PAGES, type NavPlace, type PageEntry } from '@protocol/pages';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroupItem {
  label: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export const isGroup = (item: NavItem): item is NavGroupItem => 'children' in item;

type Placed = PageEntry & { nav: NavPlace };

/** The catalogue's pages that sit in the menus (protocol/pages.ts `nav`). */
const placed = (PAGES as readonly PageEntry[]).filter((page): page is Placed => page.nav !== undefined);
const link = (page: Placed): NavLinkItem => ({ label: page.title, to: page.path });
const inOrder = (pages: Placed[], order: (page: Placed) => number) =>
  [...pages].sort((a, b) => order(a) - order(b)).map(link);
const desktopOrder = (page: Placed) => page.nav.desktop.order;
const inGroup = (group: 'bar' | 'more') => placed.filter((page) => page.nav.desktop.group === group);

/**
 * docs/behaviour.md §2.2 desktop menu: home, timeline, More ▸ (front, back, tag, message board, friend
 * links), category, photo album, talk. Tag and board sit in More so a desktop reader can reach them.
 * The 更多 group takes the first place in the bar no page holds (after the timeline).
 */
export const DESKTOP_NAV: NavItem[] = (() => {
  const bar = inGroup('bar');
  const taken = new Set(bar.map(desktopOrder));
  let moreAt = 0;
  while (taken.has(moreAt)) moreAt += 1;
  const items: NavItem[] = inOrder(bar, desktopOrder);
  items.splice(moreAt, 0, { label: '更多', children: inOrder(inGroup('more'), desktopOrder) });
  return items;
})();

/** docs/behaviour.md §2.2 mobile drawer: the desktop entries flattened, plus tag and message board. */
export const MOBILE_NAV: NavLinkItem[] = inOrder(placed, (page) => page.nav.mobile);

/** True when `pathname` is `to` or below it (for highlighting the active entry). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
