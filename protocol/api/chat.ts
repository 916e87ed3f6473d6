import { Type } from '@sinclair/typebox';
import { contract } from './contract';
import { EmptyEnvelope, Envelope } from './envelope';
import { PageSize } from './paging';

// The chat room's REST side (docs/behaviour.md §6.3); the socket's frames are protocol/chatProtocol.ts.
// Chat answers are never cached, so the writes drop nothing (`invalidates: []`).

/** getChatList: page size and the id to continue before (null or absent: the newest). */
const ListBody = Type.Object({
  size: Type.Optional(PageSize()),
  last_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
});

/** One stored chat message with its sender's public profile (never an IP or account detail). */
const ChatMessage = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  nick_name: Type.String(),
  avatar: Type.String(),
  /** The sender's role from the database (1 = the blog's admin, shown as 博主). */
  role: Type.Integer(),
  content: Type.String(),
  content_type: Type.Union([Type.Literal('text'), Type.Literal('image')]),
  createdAt: Type.String(),
});

const tag = 'chat';

export const chatContracts = {
  list: contract({
    method: 'POST',
    path: '/api/chat/getChatList',
    tag,
    summary: '聊天记录（last_id 之前的 size 条，旧的在前） · Chat history before last_id, oldest first',
    auth: 'public',
    body: Type.Optional(ListBody),
    response: Envelope(Type.Object({ list: Type.Array(ChatMessage) })),
    failures: [400],
    invalidates: [],
  }),
  revert: contract({
    method: 'DELETE',
    path: '/api/chat/deleteOne/:id',
    tag,
    summary: '撤回一条消息（发送者或管理员） · Revert a message, sender or admin',
    auth: 'user',
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: EmptyEnvelope(),
    failures: [400, 403, 404],
    invalidates: [],
  }),
  clear: contract({
    method: 'POST',
    path: '/api/chat/delete',
    tag,
    summary: '清空聊天记录（管理员） · Clear the chat, admin only',
    auth: 'admin',
    response: EmptyEnvelope(),
    failures: [],
    invalidates: [],
  }),
};
