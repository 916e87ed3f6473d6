/** The side navigation of the admin desk: path under /admin and its Chinese label. */
export const ADMIN_NAV: { path: string; label: string }[] = [
  { path: '', label: '仪表盘' },
  { path: 'articles', label: '文章管理' },
  { path: 'talks', label: '说说管理' },
  { path: 'albums', label: '相册管理' },
  { path: 'links', label: '友链审核' },
  { path: 'resources', label: '资源导航' },
  { path: 'banners', label: '页面背景' },
  { path: 'users', label: '用户管理' },
  { path: 'comments', label: '评论管理' },
  { path: 'messages', label: '留言管理' },
  { path: 'chat', label: '聊天记录' },
  { path: 'review', label: '审核队列' },
  { path: 'words', label: '敏感词' },
  { path: 'config', label: '网站设置' },
  { path: 'mail', label: '通知设置' },
  { path: 'mail-log', label: '发送记录' },
];
