/** Chinese UI strings of the chat room, verbatim from docs/behaviour.md §6.1, §6.2, §6.4. */
export const CHAT_TEXT = {
  empty: '还等什么 赶快聊起来吧',
  connecting: '连接中...',
  loginFirst: '请先登录',
  emptyMessage: '请输入消息再发送',
  uploadFailed: '图片上传失败',
  reverted: '撤回成功',
  clearConfirm: '确认清空吗',
  cleared: '聊天记录已清空',
  offlineConfirm: (name: string) => `确认强制下线${name}吗`,
  // Our own wording (the spec names none for these).
  defaultTitle: '聊天室',
  online: (count: number) => `${count} 人在线`,
  loadOlder: '查看更早的消息',
  revert: '撤回',
  placeholder: '说点什么吧～',
  send: '发送',
  ownerBadge: '博主',
  // docs/behaviour.md §12.4: offline states.
  offline: '已离线，联网后自动重连',
  queued: '待发送（联网后自动发出）：',
  queueBusy: '已有一条消息等待发送，请联网后再发',
  // docs/behaviour.md §6.4: forced offline.
  kicked: '你已被管理员移出聊天室',
} as const;

/** docs/behaviour.md §6.1: unread badge shows at most 9, then '9+'. */
export const formatUnread = (count: number): string => (count > 9 ? '9+' : String(count));
