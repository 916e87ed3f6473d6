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

const home = { label: '首页', to: '/home' };
const timeline = { label: '时间轴', to: '/archives' };
const front = { label: '前端推荐', to: '/resources/front' };
const back = { label: '后端推荐', to: '/resources/back' };
const links = { label: '友情链接', to: '/link/list' };
const category = { label: '分类', to: '/category' };
const photoAlbum = { label: '相册', to: '/photoAlbum' };
const talk = { label: '说说', to: '/talk' };
const tag = { label: '标签', to: '/tag' };
const board = { label: '留言板', to: '/message/list' };

/**
 * docs/behaviour.md §2.2 desktop menu: home, timeline, More ▸ (front, back, tag, message board, friend
 * links), category, photo album, talk. Tag and board sit in More so a desktop reader can reach them.
 */
export const DESKTOP_NAV: NavItem[] = [
  home,
  timeline,
  { label: '更多', children: [front, back, tag, board, links] },
  category,
  photoAlbum,
  talk,
];

/** docs/behaviour.md §2.2 mobile drawer: the desktop entries flattened, plus tag and message board. */
export const MOBILE_NAV: NavLinkItem[] = [home, timeline, front, back, category, tag, photoAlbum, talk, board, links];

/** True when `pathname` is `to` or below it (for highlighting the active entry). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
