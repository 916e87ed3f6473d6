/** Chinese titles of the routes of docs/behaviour.md §2.1 whose pages show only their banner for now. */
export const BANNER_ROUTES: { path: string; title: string }[] = [
  { path: 'photoAlbum', title: '相册' },
  { path: 'photos', title: '图库' },
  { path: 'talk', title: '说说' },
  { path: 'resources/front', title: '前端推荐' },
  { path: 'resources/back', title: '后端推荐' },
  { path: 'siteList', title: '友情链接' },
];

/** Chinese titles of the message board and friend-link pages (their own lazy chunks). */
export const BOARD_AND_LINK_TITLES = {
  'message/list': '留言板',
  'message/publish': '发布留言',
  'message/detail': '留言详情',
  'link/list': '友情链接',
} as const;
