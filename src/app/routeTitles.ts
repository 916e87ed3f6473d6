/** Chinese titles of the routes of docs/behaviour.md §2.1 whose pages show only their banner for now. */
export const BANNER_ROUTES: { path: string; title: string }[] = [
  { path: 'photoAlbum', title: '相册' },
  { path: 'photos', title: '图库' },
  { path: 'talk', title: '说说' },
  { path: 'resources/front', title: '前端推荐' },
  { path: 'resources/back', title: '后端推荐' },
  { path: 'siteList', title: '友情链接' },
  { path: 'message/list', title: '留言板' },
  { path: 'message/publish', title: '发布留言' },
  { path: 'message/detail', title: '留言详情' },
];
