import { Type, type Static } from '@sinclair/typebox';
import { AdminChatRow, AdminCommentRow, AdminMessageRow } from '../adminRows';
import { moderatedTable } from './adminCrud';
import { Keyword, QueryPaging } from './adminSchemas';
import { CacheTag } from './cacheTags';

// Moderation on the desk: every comment, message-board post and chat message, searchable, deleted
// one at a time or in bulk (protocol/api/adminCrud.ts `moderatedTable`).

const CommentQuery = Type.Object({
  ...QueryPaging,
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  keyword: Type.Optional(Keyword),
});
const ChatQuery = Type.Object({
  ...QueryPaging,
  keyword: Type.Optional(Keyword),
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
/** What the three moderation lists are asked with. */
export type ModerationQuery = Static<typeof CommentQuery> & Partial<Static<typeof ChatQuery>>;

export const adminCommentContracts = moderatedTable({
  path: '/api/admin/comment',
  label: '评论',
  english: 'comment',
  row: AdminCommentRow,
  query: CommentQuery,
  invalidates: [CacheTag.comments, CacheTag.likes, CacheTag.articleCounters, CacheTag.messages],
});

export const adminMessageContracts = moderatedTable({
  path: '/api/admin/message',
  label: '留言',
  english: 'message-board post',
  row: AdminMessageRow,
  query: Type.Object({ ...QueryPaging, keyword: Type.Optional(Keyword) }),
  invalidates: [CacheTag.messages, CacheTag.comments, CacheTag.likes],
});

export const adminChatContracts = moderatedTable({
  path: '/api/admin/chat',
  label: '聊天消息',
  english: 'chat message',
  row: AdminChatRow,
  query: ChatQuery,
  // Chat is never cached.
  invalidates: [],
});
