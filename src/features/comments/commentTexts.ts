import { COMMENT_MESSAGES } from '@protocol/interactionRules';

/** The comment section's fixed Chinese text. */
export const COMMENT_TEXT = {
  title: '评论',
  hot: '热门',
  newest: '最新',
  placeholder: '写下你的评论…',
  submit: '发表评论',
  reply: '回复',
  sendReply: '发表回复',
  delete: '删除',
  loginFirst: '请先登录',
  empty: COMMENT_MESSAGES.empty,
  noComments: '还没有评论，来抢沙发吧',
  loadFailed: '评论加载失败',
  retry: '重试',
  loadMore: '加载更多',
  loadMoreReplies: '加载更多回复',
  author: '作者',
  confirmDelete: '确认删除这条评论吗',
  deleted: '删除成功',
  added: '添加成功',
} as const;

export const showReplies = (count: number) => `查看 ${count} 条回复`;
export const replyTo = (name: string) => `回复 @${name}`;
