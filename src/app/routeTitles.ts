/** Chinese titles of the routes of docs/behaviour.md §2.1 whose pages show only their banner for now. */
export const BANNER_ROUTES: { path: string; title: string }[] = [
  { path: 'message/list', title: '留言板' },
  { path: 'message/publish', title: '发布留言' },
  { path: 'message/detail', title: '留言详情' },
];
