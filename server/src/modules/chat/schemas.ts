import { Type } from '@sinclair/typebox';
import { PageSize } from '../../lib/paging';

/** getChatList: page size and the id to continue before (null or absent: the newest). */
export const ListBody = Type.Object({
  size: Type.Optional(PageSize()),
  last_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
});
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** One stored chat message with its sender's public profile (never an IP or account detail). */
export const ChatMessage = Type.Object({
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
export const ChatList = Type.Object({ list: Type.Array(ChatMessage) });
