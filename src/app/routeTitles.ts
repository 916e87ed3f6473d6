/** Chinese titles of the routes of docs/behaviour.md §2.1 whose pages show only their banner for now. */
export const BANNER_ROUTES: { path: string; title: string }[] = [
  { path: 'archives', title: '时间轴' },
  { path: 'category', title: '分类' },
  { path: 'tag', title: '标签' },
  { path: 'article', title: '文章' },
  { path: 'articleList', title: '文章列表' },
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
